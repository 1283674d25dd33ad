// What every API route answers besides POST: OPTIONS says what is allowed, the other methods get 405 with a JSON
// reason (docs/api.md, "Rules shared by every route"). A route re-exports these beside its POST.
export {
  allowedMethods as OPTIONS,
  methodNotAllowed as GET,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
} from '@/lib/relay/http';
