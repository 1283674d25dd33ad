// Prints the pickup slot starts data/shop.json's hours make from now (ISO 8601, a JSON list), for the scripts that
// place orders (scripts/lib/server.mjs orderBody: every order names a slot, issue 25). The desk's other hours are
// not read: the scripts' stores are fresh.
import { shopSlotRules, upcomingSlots } from '@/lib/schedule/slots';

console.log(JSON.stringify(upcomingSlots(new Date(), shopSlotRules()).map((s) => s.start)));
