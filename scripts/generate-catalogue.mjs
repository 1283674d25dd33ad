#!/usr/bin/env node
// Writes data/categories.json and data/products/{categoryId}.json from the curated lists below.
// The JSON files are the committed source of truth; this script is how they were produced.
// Deterministic: same input, same bytes. Run: node scripts/generate-catalogue.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { demoPhotoFields } from './lib/demoPhotos.mjs';
import { DEMO_LAB, demoCertificatePage, demoLabFields } from './lib/demoLab.mjs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const CATEGORIES = [
  { id: 'flower', name: 'Flower' },
  { id: 'edibles', name: 'Edibles' },
  { id: 'prerolls', name: 'Pre-Rolls' },
  { id: 'concentrates', name: 'Concentrates' },
  { id: 'vapes', name: 'Vapes' },
  { id: 'topicals', name: 'Topicals' },
  { id: 'tinctures', name: 'Tinctures' },
  { id: 'cbd', name: 'CBD' },
  { id: 'accessories', name: 'Accessories' },
];

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const IDS = {
  flower: range(1, 40),
  edibles: range(41, 67),
  prerolls: range(68, 100),
  concentrates: range(101, 120),
  vapes: range(121, 150),
  topicals: range(151, 175),
  tinctures: range(176, 190),
  cbd: range(191, 220),
  accessories: [...range(221, 245), 254, 255],
};

const list = (s) => s.split('|').map((x) => x.trim());
/** '1g:15,3.5g:52' -> [{ size: '1g', price: 15 }, ...] */
const vars = (s) =>
  s.split(',').map((pair) => {
    const [size, price] = pair.split(':');
    return { size: size.trim(), price: Number(price) };
  });
const ladder = (prices) => ['1g', '3.5g', '7g', '14g', '28g'].map((size, i) => ({ size, price: prices[i] }));

// Flower price tiers: 1g / 3.5g / 7g / 14g / 28g.
const TIERS = {
  A: [14, 45, 85, 160, 260],
  B: [15, 48, 90, 168, 290],
  C: [16, 52, 95, 178, 320],
  D: [17, 55, 100, 185, 340],
  E: [18, 58, 105, 195, 360],
  F: [19, 60, 110, 200, 380],
};
const EDIBLE_PREROLL_LADDER = [15, 52, 94, 178, 335];

// ---------------------------------------------------------------------------------------------
// flower: [name, strain, thc, cbd, tier, effects, flavors, description]
// prettier-ignore
const FLOWER = [
  ['Blue Dream', 'Sativa-dominant Hybrid', '18-24%', '0.1-0.2%', 'D', 'Euphoric|Creative|Relaxed', 'Blueberry|Sweet|Herbal', 'A California classic that balances gentle full-body calm with a clear, uplifting head. Sweet blueberry notes make it a go-to for daytime relief.'],
  ['Northern Lights', 'Indica', '16-21%', '0.1%', 'E', 'Relaxed|Sleepy|Pain Relief|Happy', 'Earthy|Pine|Sweet', 'A legendary pure indica with resin-frosted buds and a deeply soothing body effect. Patients reach for it to unwind after long days and ease into restful sleep.'],
  ['Sour Diesel', 'Sativa', '20-25%', '0.2%', 'E', 'Energetic|Uplifted|Focused|Creative', 'Diesel|Citrus|Skunk', 'Fast-acting and invigorating, with pungent fuel and lemon aromas. A favourite for staying motivated and clear-headed through busy mornings.'],
  ['Girl Scout Cookies', 'Hybrid', '22-28%', '0.2%', 'F', 'Euphoric|Happy|Relaxed', 'Sweet|Earthy|Mint', 'Dense, purple-tinged buds with a sweet, minty aroma and a powerful balanced high. Valued for lifting mood while easing aches and appetite loss.'],
  ['Granddaddy Purple', 'Indica', '17-23%', '0.1%', 'C', 'Sleepy|Relaxed|Hungry|Pain Relief', 'Grape|Berry', 'Deep violet buds with a rich grape-candy aroma. Its heavy body effect is popular for insomnia, muscle spasms and evening stress.'],
  ['Jack Herer', 'Sativa', '18-23%', '0.1%', 'D', 'Focused|Creative|Uplifted', 'Pine|Spicy|Woody', 'Named after the famous cannabis advocate, this spicy pine sativa delivers blissful clarity. Well suited to daytime use when you need to stay productive.'],
  ['Gelato', 'Hybrid', '20-25%', '0.1%', 'E', 'Euphoric|Relaxed|Creative', 'Sweet|Lavender|Citrus', 'A dessert-like cross of Sunset Sherbet and Thin Mint Cookies with creamy citrus-lavender flavor. Expect a euphoric lift that settles into easygoing calm.'],
  ['OG Kush', 'Hybrid', '19-24%', '0.2%', 'D', 'Euphoric|Relaxed|Happy|Pain Relief', 'Earthy|Pine|Lemon', 'The backbone of West Coast genetics, known for its fuel, pine and lemon bouquet. Helps melt away stress while keeping the mind pleasantly engaged.'],
  ['Wedding Cake', 'Indica-dominant Hybrid', '22-27%', '0.1%', 'F', 'Relaxed|Euphoric|Calm', 'Vanilla|Earthy|Sweet', 'Rich, tangy vanilla flavor and thick trichome coverage define this celebrated cross. A calming, full-body experience ideal for evenings.'],
  ['Green Crack', 'Sativa', '17-24%', '0.1%', 'B', 'Energetic|Focused|Happy', 'Mango|Citrus|Sweet', 'A zesty mango-scented sativa famous for its sharp, energizing buzz. Many patients use it to fight fatigue and low mood during the day.'],
  ['Purple Punch', 'Indica', '18-22%', '0.1%', 'C', 'Sleepy|Relaxed|Calm', 'Grape|Blueberry|Vanilla', 'Tastes like grape candy and blueberry muffins, with a sedating finish. A reliable night-time choice for stress, nausea and sleeplessness.'],
  ['Pineapple Express', 'Sativa-dominant Hybrid', '19-24%', '0.1%', 'C', 'Happy|Uplifted|Creative|Energetic', 'Pineapple|Mango|Cedar', 'Tropical pineapple and cedar aromas lead into a long-lasting, cheerful buzz. Great for social afternoons and creative projects.'],
  ['Bubba Kush', 'Indica', '15-22%', '0.1%', 'B', 'Sleepy|Relaxed|Pain Relief|Hungry', 'Coffee|Chocolate|Earthy', 'Hashy coffee and chocolate notes accompany a heavy, tranquilizing body effect. A time-tested remedy for pain and insomnia.'],
  ['Durban Poison', 'Sativa', '17-24%', '0.1%', 'C', 'Energetic|Focused|Uplifted', 'Anise|Sweet|Pine', 'A pure South African landrace sativa with a distinctive sweet anise aroma. Its clean, alert energy pairs well with work and outdoor activity.'],
  ['Gorilla Glue #4', 'Hybrid', '25-28%', '0.1%', 'F', 'Relaxed|Euphoric|Sleepy|Pain Relief', 'Diesel|Earthy|Pine', 'Award-winning and extremely resinous, this potent hybrid delivers heavy-handed euphoria and relaxation. Best suited to experienced patients.'],
  ['White Widow', 'Hybrid', '18-25%', '0.1%', 'C', 'Euphoric|Energetic|Creative', 'Earthy|Woody|Pungent', 'A Dutch coffee-shop icon blanketed in white crystal resin. Its burst of euphoria and energy makes it a conversational daytime strain.'],
  ['Zkittlez', 'Indica-dominant Hybrid', '15-23%', '0.1%', 'D', 'Happy|Relaxed|Focused', 'Tropical|Berry|Grape', 'Bursting with sweet tropical fruit flavors, this award winner delivers a calm, focused mood lift. Gentle enough for late afternoons.'],
  ['Super Lemon Haze', 'Sativa-dominant Hybrid', '18-25%', '0.1%', 'D', 'Energetic|Uplifted|Happy|Creative', 'Lemon|Citrus|Sweet', 'Zesty and sweet with a lively lemon-drop kick. A two-time Cannabis Cup winner thanks to its bright, talkative energy.'],
  ['Ice Cream Cake', 'Indica-dominant Hybrid', '20-25%', '0.1%', 'E', 'Relaxed|Sleepy|Happy', 'Vanilla|Creamy|Sugary', 'Creamy vanilla and sugary dough notes wrap around a soothing, sedative high. An indulgent way to end the day.'],
  ['Strawberry Cough', 'Sativa', '17-23%', '0.1%', 'C', 'Uplifted|Happy|Energetic', 'Strawberry|Sweet|Berry', 'Unmistakable fresh strawberry aroma and a smooth yet expansive smoke. Patients use it to take the edge off social anxiety.'],
  ['Runtz', 'Hybrid', '19-29%', '0.1%', 'F', 'Euphoric|Happy|Relaxed', 'Candy|Fruity|Sweet', 'A colorful cross of Zkittlez and Gelato with a sugary fruit-candy profile. Delivers a long-lasting, euphoric calm.'],
  ['Maui Wowie', 'Sativa', '16-22%', '0.1%', 'B', 'Uplifted|Creative|Energetic', 'Pineapple|Tropical|Citrus', 'Born on the volcanic slopes of Hawaii, this breezy sativa tastes of pineapple and citrus. Light, creative energy without heavy sedation.'],
  ['Skywalker OG', 'Indica-dominant Hybrid', '20-26%', '0.2%', 'D', 'Relaxed|Sleepy|Pain Relief', 'Diesel|Spicy|Herbal', 'A powerful OG cross with spicy, herbal diesel notes. Known for a hazy euphoria that drifts into deep body relief.'],
  ['Trainwreck', 'Sativa-dominant Hybrid', '18-24%', '0.1%', 'B', 'Euphoric|Creative|Pain Relief', 'Lemon|Pine|Spicy', 'Hits fast with a lemony, peppery bite and a mind-bending rush. Often chosen for pain and migraines when focus still matters.'],
  ['Do-Si-Dos', 'Indica-dominant Hybrid', '19-30%', '0.1%', 'E', 'Relaxed|Calm|Sleepy', 'Earthy|Floral|Lime', 'A potent Girl Scout Cookies descendant with a floral, limey aroma and lime-green buds. Its full-body relaxation suits chronic pain and stress.'],
  ['Tangie', 'Sativa', '19-22%', '0.1%', 'C', 'Uplifted|Happy|Creative', 'Tangerine|Orange|Citrus', 'Bursting with sweet tangerine aroma, Tangie offers a cheerful, buzzing lift. A refreshing pick for creative afternoons.'],
  ['Hindu Kush', 'Indica', '15-20%', '0.1%', 'A', 'Relaxed|Calm|Sleepy', 'Earthy|Sandalwood|Sweet', 'A pure landrace indica from the mountains of the Hindu Kush range. Sweet, earthy sandalwood notes and tranquil relaxation.'],
  ['Cherry Pie', 'Indica-dominant Hybrid', '16-24%', '0.1%', 'C', 'Relaxed|Happy|Euphoric', 'Cherry|Sweet|Earthy', 'Sweet and sour cherry pastry aroma with a quick-onset wave of relaxation. Useful for stress and mild aches.'],
  ['Ghost Train Haze', 'Sativa', '22-27%', '0.1%', 'E', 'Energetic|Focused|Uplifted', 'Citrus|Floral|Sour', 'Among the most potent sativas available, with sour citrus and floral notes. Its electric, long-lasting high is best for seasoned patients.'],
  ['Mimosa', 'Sativa-dominant Hybrid', '19-27%', '0.1%', 'D', 'Happy|Uplifted|Focused', 'Orange|Tropical|Berry', 'Smells like a citrus brunch cocktail and delivers a clear-headed, motivating buzz. A fine mood booster for the morning.'],
  ['Master Kush', 'Indica', '18-23%', '0.1%', 'B', 'Relaxed|Sleepy|Calm', 'Earthy|Citrus|Hash', 'A two-time Cannabis Cup winner with a subtle earthy, citrus-incense aroma. Calming body relief without heavy cloudiness.'],
  ['Lemon Cherry Gelato', 'Hybrid', '22-28%', '0.1%', 'F', 'Euphoric|Relaxed|Creative|Happy', 'Lemon|Cherry|Creamy', 'Top-shelf buds with a sweet-tart cherry and lemon gelato flavor. Balanced euphoria that eases both mind and body.'],
  ['Harlequin', 'Sativa-dominant Hybrid', '7-15%', '8-16%', 'C', 'Focused|Calm|Pain Relief', 'Mango|Earthy|Woody', 'A CBD-rich sativa whose balanced ratio clears the mind without anxiety. Frequently chosen for pain, inflammation and daytime focus.'],
  ['Afghan Kush', 'Indica', '16-21%', '0.2%', 'A', 'Relaxed|Sleepy|Hungry', 'Earthy|Pine|Hash', 'Hardy landrace genetics from the Afghan mountains with a hashy, earthy bouquet. Deeply physical relaxation that stimulates appetite.'],
  ['Golden Goat', 'Sativa-dominant Hybrid', '17-23%', '0.1%', 'B', 'Happy|Energetic|Creative', 'Tropical|Sweet|Spicy', 'A happy accident from Kansas with sweet tropical and spicy flavors. Invigorating, creative energy that lifts a gloomy mood.'],
  ['Purple Urkle', 'Indica', '15-20%', '0.1%', 'A', 'Sleepy|Relaxed|Hungry', 'Grape|Berry|Skunk', 'A California heirloom with a fruity grape-skunk aroma and striking purple hues. Tranquil body effects for pain and sleeplessness.'],
  ['Biscotti', 'Indica-dominant Hybrid', '21-25%', '0.1%', 'E', 'Relaxed|Happy|Calm', 'Cookie|Diesel|Sweet', 'Sweet cookie-dough aroma with a hint of diesel and a calming, contented body feel. A refined evening choice.'],
  ['Chemdawg', 'Hybrid', '18-24%', '0.2%', 'C', 'Euphoric|Creative|Relaxed', 'Diesel|Chemical|Earthy', 'A pungent chem-diesel legend and parent of both Sour Diesel and OG Kush. Cerebral euphoria with a heavy body undertone.'],
  ['Amnesia Haze', 'Sativa', '20-25%', '0.1%', 'D', 'Uplifted|Energetic|Creative', 'Lemon|Earthy|Citrus', 'An Amsterdam favourite with earthy lemon notes and a soaring, long-lasting head high. Suits creative work and daytime social plans.'],
  ['Velvet Moon', 'Indica', '18-23%', '0.3%', 'B', 'Sleepy|Calm|Relaxed|Pain Relief', 'Plum|Lavender|Earthy', 'Our house-grown night-time indica with soft plum and lavender notes. Gentle, velvety sedation for restful sleep.'],
];

// edibles: [name, type, thc, cbd, effects, flavors, description]
// prettier-ignore
const EDIBLES = [
  ['Wild Berry Bliss Gummies', 'Gummies', '10mg per piece', '0mg', 'Happy|Relaxed|Euphoric', 'Raspberry|Blackberry|Blueberry', 'Vegan, pectin-based gummies bursting with real berry juice and precisely dosed at 10mg each. A delicious, consistent way to unwind.'],
  ['Midnight Dark Chocolate Bar', 'Chocolate', '100mg per bar', '0mg', 'Relaxed|Calm|Sleepy', 'Dark Chocolate|Cocoa|Sea Salt', 'Single-origin 72% dark chocolate scored into ten easy 10mg squares. Rich, velvety and made for slow evenings.'],
  ['Sparkling Lemonade Elixir', 'Beverage', '10mg per can', '5mg per can', 'Uplifted|Happy|Calm', 'Lemon|Citrus', 'A crisp, lightly sweetened sparkling lemonade with fast-acting nano-emulsified cannabinoids. Onset in as little as 15 minutes.'],
  ['Sour Watermelon Rings', 'Gummies', '5mg per piece', '0mg', 'Happy|Euphoric|Relaxed', 'Watermelon|Sour', 'Sugar-dusted watermelon rings with a tangy kick and a gentle 5mg dose. Ideal for patients new to edibles.'],
  ['Sea Salt Caramel Chews', 'Caramels', '5mg per piece', '0mg', 'Relaxed|Happy|Calm', 'Caramel|Sea Salt|Butter', 'Slow-cooked butter caramels finished with flaky sea salt. Individually wrapped for discreet, measured dosing.'],
  ['Fudge Brownie Bites', 'Baked Goods', '10mg per piece', '0mg', 'Relaxed|Hungry|Happy', 'Chocolate|Fudge|Vanilla', 'Dense, fudgy brownie bites baked in small batches with full-spectrum cannabis butter. Each bite delivers a steady 10mg.'],
  ['Peach Mango Gummies', 'Gummies', '5mg per piece', '5mg per piece', 'Calm|Relaxed|Pain Relief', 'Peach|Mango', 'A balanced 1:1 THC:CBD gummy with sunny peach-mango flavor. Designed for mellow relief with minimal intoxication.'],
  ['Butterscotch Hard Candies', 'Hard Candy', '5mg per piece', '0mg', 'Relaxed|Calm|Happy', 'Butterscotch|Brown Sugar', 'Old-fashioned butterscotch drops that dissolve slowly for a gradual, gentle onset. A nostalgic treat in a childproof tin.'],
  ['Mint Chocolate Squares', 'Chocolate', '5mg per piece', '0mg', 'Uplifted|Happy|Focused', 'Peppermint|Chocolate', 'Cool peppermint folded into smooth semi-sweet chocolate, portioned into twenty 5mg squares. Refreshing and easy to microdose.'],
  ['Iced Hibiscus Tea', 'Beverage', '10mg per bottle', '0mg', 'Calm|Relaxed|Happy', 'Hibiscus|Honey|Lemon', 'Brewed hibiscus tea lightly sweetened with honey and a squeeze of lemon. A floral, caffeine-free sipper for warm afternoons.'],
  ['Cinnamon Snickerdoodle Cookies', 'Baked Goods', '10mg per piece', '0mg', 'Relaxed|Happy|Hungry', 'Cinnamon|Sugar|Butter', 'Soft-baked snickerdoodles rolled in cinnamon sugar, two 10mg cookies per pack. Tastes just like grandma made them.'],
  ['Sleepy Blackberry Gummies', 'Gummies', '10mg per piece', '2mg per piece', 'Sleepy|Relaxed|Calm', 'Blackberry|Lavender', 'Infused with THC, CBD and a touch of CBN for deeper, more restful nights. Subtle lavender rounds out the ripe blackberry flavor.'],
  ['Cherry Lime Lozenges', 'Hard Candy', '5mg per piece', '0mg', 'Uplifted|Happy|Energetic', 'Cherry|Lime', 'Tart cherry-lime lozenges that absorb partly under the tongue for a quicker onset. Sugar-free and sweetened with monk fruit.'],
  ['Milk Chocolate Toffee Bar', 'Chocolate', '100mg per bar', '0mg', 'Happy|Relaxed|Euphoric', 'Milk Chocolate|Toffee|Almond', 'Creamy milk chocolate studded with crunchy almond toffee pieces. Ten breakable 10mg segments per bar.'],
  ['Cold Brew Coffee Shot', 'Beverage', '10mg per bottle', '0mg', 'Energetic|Focused|Uplifted', 'Coffee|Caramel', 'Smooth cold-brew concentrate with a hint of caramel and a balanced 10mg dose. Pairs caffeine with a bright, motivated lift.'],
  ['Tropical Punch Fruit Chews', 'Fruit Chews', '5mg per piece', '0mg', 'Happy|Uplifted|Creative', 'Passionfruit|Pineapple|Guava', 'Chewy, taffy-style squares packed with passionfruit, pineapple and guava. Twenty low-dose pieces per resealable pouch.'],
  ['Lemon Poppyseed Muffin', 'Baked Goods', '20mg per muffin', '0mg', 'Relaxed|Happy|Calm', 'Lemon|Poppyseed|Vanilla', 'A moist, glazed lemon poppyseed muffin that can be halved for two 10mg servings. Baked fresh in a licensed kitchen.'],
  ['Wildflower Honey Sticks', 'Honey', '10mg per stick', '0mg', 'Calm|Relaxed|Sleepy', 'Honey|Floral', 'Raw wildflower honey infused with whole-plant extract in single-serve sticks. Stir into tea or enjoy straight from the straw.'],
  ['Blue Raspberry Sour Belts', 'Gummies', '10mg per piece', '0mg', 'Euphoric|Happy|Energetic', 'Blue Raspberry|Sour', 'Pucker-up sour belts with an electric blue-raspberry flavor. Each belt is a clearly scored 10mg serving.'],
  ['White Chocolate Raspberry Cups', 'Chocolate', '10mg per piece', '0mg', 'Happy|Relaxed|Calm', 'White Chocolate|Raspberry', 'Creamy white chocolate cups filled with tart raspberry ganache. An elegant dessert with a measured dose.'],
  ['Ginger Peach Soda', 'Beverage', '5mg per can', '0mg', 'Uplifted|Happy|Calm', 'Ginger|Peach', 'A craft soda with spicy ginger and ripe peach, lightly carbonated and low in sugar. A sessionable 5mg dose that also settles the stomach.'],
  ['Pomegranate Acai Gummies', 'Gummies', '5mg per piece', '0mg', 'Focused|Uplifted|Happy', 'Pomegranate|Acai', 'Antioxidant-rich pomegranate and acai gummies made with sativa-derived live resin. Bright and clear-headed for daytime use.'],
  ['Salted Peanut Butter Cups', 'Chocolate', '10mg per piece', '0mg', 'Relaxed|Happy|Hungry', 'Peanut Butter|Milk Chocolate|Salt', 'Classic milk chocolate cups with a salty, creamy peanut butter center. Two 10mg cups per package.'],
  ['Root Beer Barrels', 'Hard Candy', '5mg per piece', '0mg', 'Happy|Calm|Relaxed', 'Root Beer|Vanilla', 'Nostalgic root beer barrel candies with creamy vanilla undertones. Slow-dissolving for a smooth, gradual effect.'],
  ['Strawberry Shortcake Mints', 'Mints', '2.5mg per piece', '0mg', 'Calm|Focused|Happy', 'Strawberry|Cream', 'Tiny pressed mints with a strawberry-and-cream flavor at a 2.5mg microdose. Perfect for fine-tuning your intake throughout the day.'],
  ['Oatmeal Raisin Cookie', 'Baked Goods', '10mg per piece', '0mg', 'Relaxed|Sleepy|Hungry', 'Oatmeal|Raisin|Cinnamon', 'A chewy, old-fashioned oatmeal raisin cookie with warming cinnamon. A cozy, low-key bedtime snack.'],
  ['Grape Fizz Gummies', 'Gummies', '10mg per piece', '0mg', 'Euphoric|Happy|Relaxed', 'Grape|Soda', 'Fizzy grape-soda gummies coated in a crackling citric sugar. Made with indica-leaning live rosin for a mellow finish.'],
];

// pre-rolls: [name, strain, thc, cbd, effects, flavors, description]
// prettier-ignore
const PREROLLS = [
  ['Diamond-Dusted Gelato Pre-Roll', 'Hybrid', '35-42%', '0.1%', 'Euphoric|Relaxed|Happy', 'Sweet|Lavender|Citrus', 'Premium Gelato flower rolled with THCa diamonds and kief for an exceptionally potent, slow-burning smoke. A showpiece for experienced patients.'],
  ['Northern Lights King Size Pre-Roll', 'Indica', '18-22%', '0.1%', 'Relaxed|Sleepy|Pain Relief', 'Earthy|Pine|Sweet', 'A generous king-size cone packed with whole-flower Northern Lights. Smooth, earthy and perfect for winding down before bed.'],
  ['Durban Poison Sunrise Pre-Roll', 'Sativa', '17-23%', '0.1%', 'Energetic|Focused|Uplifted', 'Anise|Sweet|Pine', 'Pure Durban Poison in unbleached hemp paper with a glass tip. A crisp, energizing start to the day.'],
  ['Sunset Sherbet Pre-Roll', 'Indica-dominant Hybrid', '18-24%', '0.1%', 'Relaxed|Happy|Euphoric', 'Berry|Citrus|Creamy', 'Fruity, creamy Sunset Sherbet ground fresh and hand-packed. A laid-back, sociable smoke.'],
  ['Blue Dream Mini Joints', 'Sativa-dominant Hybrid', '18-23%', '0.1%', 'Creative|Uplifted|Relaxed', 'Blueberry|Sweet', 'Slim half-gram joints of Blue Dream, sized for a quick, balanced session. Sweet berry smoke from the first draw.'],
  ['OG Kush Classic Pre-Roll', 'Hybrid', '19-24%', '0.2%', 'Euphoric|Relaxed|Happy', 'Earthy|Pine|Lemon', 'The timeless OG Kush experience, rolled from top-shelf buds rather than shake. Earthy pine and lemon with a relaxing finish.'],
  ['Sour Diesel Half-Gram Duo', 'Sativa', '19-24%', '0.1%', 'Energetic|Focused|Creative', 'Diesel|Citrus', 'Two half-gram Sour Diesel joints in a crush-proof tube. Pungent, punchy and ready for on-the-go energy.'],
  ['Granddaddy Purple Blunt', 'Indica', '17-22%', '0.1%', 'Sleepy|Relaxed|Hungry', 'Grape|Berry|Earthy', 'Slow-burning Granddaddy Purple wrapped in a tobacco-free hemp leaf. Heavy, grape-forward relaxation for the evening.'],
  ['Pineapple Express Pre-Roll', 'Sativa-dominant Hybrid', '19-24%', '0.1%', 'Happy|Energetic|Creative', 'Pineapple|Cedar', 'Tropical Pineapple Express in a classic cone with a cardboard crutch. A cheerful, long-lasting lift.'],
  ['Wedding Cake Infused Pre-Roll', 'Indica-dominant Hybrid', '30-38%', '0.1%', 'Relaxed|Euphoric|Sleepy', 'Vanilla|Sweet|Earthy', 'Wedding Cake flower layered with live resin and rolled in kief. Rich vanilla smoke with powerful body effects.'],
  ['Jack Herer Pre-Roll', 'Sativa', '18-23%', '0.1%', 'Focused|Creative|Uplifted', 'Pine|Spicy', 'Spicy, piney Jack Herer for clear-headed daytime relief. Evenly packed for a smooth, consistent burn.'],
  ['Bubba Kush Nightcap Pre-Roll', 'Indica', '15-21%', '0.1%', 'Sleepy|Relaxed|Pain Relief', 'Coffee|Chocolate', 'A bedtime joint of coffee-and-chocolate Bubba Kush. Deeply sedating and soothing for aches.'],
  ['Mango Haze Pre-Roll', 'Sativa', '17-22%', '0.1%', 'Uplifted|Happy|Energetic', 'Mango|Tropical|Citrus', 'Juicy mango and citrus aromas with a sunny haze buzz. Great for outdoor adventures.'],
  ['Zkittlez Party Pack', 'Indica-dominant Hybrid', '15-22%', '0.1%', 'Happy|Relaxed|Calm', 'Tropical|Berry|Grape', 'Five candy-sweet Zkittlez mini joints in a shareable tin. Mellow mood elevation without couch-lock.'],
  ['Purple Punch Hash-Rolled Joint', 'Indica', '28-34%', '0.1%', 'Sleepy|Relaxed|Euphoric', 'Grape|Vanilla|Hash', 'Purple Punch flower blended with pressed hash for a thick, flavorful smoke. Strong sedation for experienced patients.'],
  ['Lemon Skunk Pre-Roll', 'Sativa-dominant Hybrid', '16-22%', '0.1%', 'Uplifted|Happy|Energetic', 'Lemon|Skunk', 'Zesty lemon peel meets old-school skunk funk. An upbeat, chatty daytime pre-roll.'],
  ['Girl Scout Cookies Pre-Roll', 'Hybrid', '22-27%', '0.2%', 'Euphoric|Happy|Relaxed', 'Sweet|Mint|Earthy', 'Sweet, minty Girl Scout Cookies in a ready-to-light cone. Euphoric and body-easing in equal measure.'],
  ['Green Crack Mini Dogs', 'Sativa', '17-23%', '0.1%', 'Energetic|Focused|Happy', 'Mango|Citrus', 'Petite 0.35g pre-rolls of Green Crack for a fast, focused pick-me-up. Sharp mango flavor in every puff.'],
  ['Forbidden Fruit Pre-Roll', 'Indica-dominant Hybrid', '18-24%', '0.1%', 'Relaxed|Calm|Happy', 'Cherry|Passionfruit|Pine', 'Lush cherry and passionfruit notes over a piney backbone. Tranquil, contented relaxation.'],
  ['Tropicana Cookies Pre-Roll', 'Sativa-dominant Hybrid', '20-26%', '0.1%', 'Uplifted|Creative|Energetic', 'Orange|Tropical|Sweet', 'Bright orange-citrus Tropicana Cookies with a cookie-dough finish. Energizing and creative.'],
  ['Kosher Kush Pre-Roll', 'Indica', '19-25%', '0.1%', 'Sleepy|Relaxed|Pain Relief', 'Earthy|Pine|Woody', 'Award-winning Kosher Kush with a rich, earthy pine profile. A dependable choice for pain and sleep.'],
  ['Strawberry Banana Pre-Roll', 'Hybrid', '20-26%', '0.1%', 'Happy|Relaxed|Euphoric', 'Strawberry|Banana|Sweet', 'Smoothie-sweet strawberry and banana flavors in a balanced hybrid. Lighthearted and relaxing.'],
  ['Super Silver Haze Pre-Roll', 'Sativa', '18-23%', '0.1%', 'Energetic|Creative|Uplifted', 'Citrus|Spicy|Earthy', 'A three-time Cannabis Cup winner rolled for convenience. Spicy citrus smoke and an energetic, long-lasting high.'],
  ['Cereal Milk Infused Pre-Roll', 'Hybrid', '32-38%', '0.1%', 'Euphoric|Happy|Relaxed', 'Creamy|Sweet|Fruity', 'Cereal Milk flower coated in distillate and rolled in fine kief. Sweet, milky flavor and intense euphoria.'],
  ['Grape Ape Pre-Roll', 'Indica', '18-22%', '0.1%', 'Sleepy|Relaxed|Calm', 'Grape|Berry|Sweet', 'Grape Ape delivers ripe grape flavor and heavy-lidded calm. A relaxing finish to any evening.'],
  ['Clementine Pre-Roll', 'Sativa-dominant Hybrid', '17-22%', '0.1%', 'Energetic|Focused|Happy', 'Orange|Citrus|Sweet', 'Sweet, juicy clementine aroma with a clean, focused buzz. A great companion for daytime tasks.'],
  ['Slurricane Pre-Roll', 'Indica-dominant Hybrid', '20-28%', '0.1%', 'Relaxed|Sleepy|Happy', 'Berry|Grape|Earthy', 'Dense Slurricane buds with deep berry and grape notes. A stormy wave of full-body relaxation.'],
  ['Harlequin Balanced Pre-Roll', 'Sativa-dominant Hybrid', '5-9%', '8-12%', 'Calm|Focused|Pain Relief', 'Mango|Earthy', 'A CBD-forward Harlequin joint that eases pain with minimal intoxication. Ideal for patients sensitive to THC.'],
  ['Animal Mints Pre-Roll', 'Indica-dominant Hybrid', '22-27%', '0.1%', 'Relaxed|Euphoric|Hungry', 'Mint|Cookie|Earthy', 'Minty, cookie-sweet Animal Mints rolled from frosty top colas. Potent relaxation with a happy edge.'],
  ['Maui Wowie Beach Pre-Roll', 'Sativa', '16-21%', '0.1%', 'Uplifted|Creative|Happy', 'Pineapple|Tropical', 'Island-bred Maui Wowie with breezy pineapple notes. Light, creative and sunny.'],
  ['Death Star Pre-Roll', 'Indica-dominant Hybrid', '20-27%', '0.2%', 'Sleepy|Relaxed|Pain Relief', 'Diesel|Skunk|Earthy', 'Heavy, skunky Death Star for powerful body relief. Best saved for the end of the day.'],
  ['Banana Kush Pre-Roll', 'Hybrid', '18-22%', '0.1%', 'Happy|Relaxed|Creative', 'Banana|Sweet|Earthy', 'Creamy banana sweetness over classic kush earthiness. A giggly, easygoing smoke.'],
  ['Alien OG Pre-Roll', 'Hybrid', '22-28%', '0.1%', 'Euphoric|Relaxed|Focused', 'Lemon|Pine|Diesel', 'Out-of-this-world Alien OG with sharp lemon and pine. Potent euphoria that stays surprisingly functional.'],
];

// concentrates: [name, type, thc, cbd, price, effects, flavors, description]
// prettier-ignore
const CONCENTRATES = [
  ['Gelato Live Resin', 'Live Resin', '75-82%', '0.5%', 65, 'Euphoric|Relaxed|Creative', 'Sweet|Lavender|Citrus', 'Extracted from flash-frozen Gelato flower to preserve its full terpene bouquet. A saucy, aromatic dab with true-to-strain flavor.'],
  ['Wedding Cake Diamonds', 'Diamonds', '90-95%', '0.2%', 85, 'Relaxed|Euphoric|Sleepy', 'Vanilla|Sweet|Pepper', 'Crystalline THCa diamonds bathed in Wedding Cake terpene sauce. Extremely potent and best reserved for experienced patients.'],
  ['Papaya Cold-Cure Rosin', 'Rosin', '70-78%', '0.3%', 90, 'Happy|Relaxed|Uplifted', 'Papaya|Tropical|Sweet', 'Solventless rosin pressed from ice-water hash and cold-cured to a buttery consistency. Pure tropical papaya with nothing added.'],
  ['Sour Tangie Shatter', 'Shatter', '78-84%', '0.1%', 35, 'Energetic|Uplifted|Focused', 'Tangerine|Diesel|Citrus', 'Glass-clear amber shatter that snaps cleanly for easy dosing. Bright tangerine and diesel for daytime energy.'],
  ['Gorilla Glue Budder', 'Budder', '76-82%', '0.2%', 50, 'Relaxed|Euphoric|Pain Relief', 'Diesel|Earthy|Pine', 'Whipped, creamy budder with a smooth texture that is easy to scoop. Heavy-hitting Gorilla Glue relief.'],
  ['Banana OG Wax', 'Wax', '72-80%', '0.1%', 30, 'Relaxed|Happy|Hungry', 'Banana|Earthy', 'Soft, golden wax with a sweet banana and OG funk aroma. An affordable everyday dab.'],
  ['Lemon Jack Crumble', 'Crumble', '74-80%', '0.1%', 32, 'Focused|Uplifted|Creative', 'Lemon|Pine', 'Dry, honeycomb-textured crumble that loads easily into bowls and vaporizers. Zesty lemon with Jack-style clarity.'],
  ['Purple Punch Sugar', 'Sugar', '76-83%', '0.1%', 40, 'Sleepy|Relaxed|Calm', 'Grape|Blueberry', 'Sparkling, sugary crystals saturated with grape-candy terpenes. A sweet, sedating nightcap.'],
  ['Blueberry Live Sauce', 'Sauce', '70-78%', '0.4%', 60, 'Relaxed|Happy|Euphoric', 'Blueberry|Sweet|Earthy', 'High-terpene live sauce with a loose, syrupy texture. Loaded with juicy blueberry flavor.'],
  ['Fire OG Shatter', 'Shatter', '80-86%', '0.1%', 38, 'Relaxed|Euphoric|Sleepy', 'Lemon|Fuel|Pine', 'Fiery-potent OG shatter with a lemon-fuel bite. Stable, easy to handle and consistent from batch to batch.'],
  ['MAC Budder', 'Budder', '75-81%', '0.1%', 48, 'Creative|Happy|Uplifted', 'Citrus|Floral|Cream', 'Miracle Alien Cookies whipped into a silky budder with creamy citrus-floral notes. Balanced and creative.'],
  ['Strawnana Live Rosin', 'Rosin', '68-75%', '0.3%', 95, 'Happy|Relaxed|Calm', 'Strawberry|Banana', 'Small-batch live rosin from fresh-frozen Strawnana, pressed without solvents. Top-tier flavor for purists.'],
  ['Black Cherry Diamonds', 'Diamonds', '88-94%', '0.2%', 80, 'Euphoric|Relaxed|Pain Relief', 'Cherry|Dark Fruit', 'Chunky THCa diamonds in a dark cherry terpene sauce. Intense and long-lasting relief.'],
  ['Moroccan Hash', 'Hash', '40-50%', '1%', 25, 'Relaxed|Calm|Happy', 'Spicy|Earthy|Incense', 'Traditionally sieved and pressed hashish with spicy, incense-like aroma. Crumble over flower for a classic experience.'],
  ['Golden Distillate Syringe', 'Distillate', '88-92%', '0.1%', 45, 'Euphoric|Relaxed|Focused', 'Neutral', 'Ultra-refined, flavorless distillate in a precise dosing syringe. Versatile for dabbing, topping bowls or homemade edibles.'],
  ['Grape Pie Wax', 'Wax', '73-79%', '0.1%', 30, 'Relaxed|Sleepy|Happy', 'Grape|Pastry', 'Sticky wax with sweet grape-pastry notes. Smooth vapor and a mellow, dreamy finish.'],
  ['Super Lemon Haze Live Resin', 'Live Resin', '74-80%', '0.2%', 62, 'Energetic|Uplifted|Creative', 'Lemon|Citrus|Sweet', 'Zesty fresh-frozen extract that captures Super Lemon Haze at peak terpene expression. A lively daytime dab.'],
  ['Temple Ball Hash', 'Hash', '50-60%', '0.5%', 55, 'Relaxed|Calm|Pain Relief', 'Earthy|Spice|Wood', 'Hand-rolled and cured temple balls made from premium full-melt bubble hash. Rich, earthy and deeply soothing.'],
  ['Platinum Kief', 'Kief', '45-55%', '0.5%', 28, 'Euphoric|Happy|Relaxed', 'Earthy|Herbal', 'Finely sifted trichome heads collected from top-shelf flower. Sprinkle over bowls or joints to boost potency.'],
  ['Tropicana Cookies Sauce', 'Sauce', '72-79%', '0.2%', 58, 'Uplifted|Happy|Creative', 'Orange|Citrus|Sweet', 'Terp-rich sauce exploding with fresh orange and citrus notes. Energizing and full of flavor.'],
];

// vapes: [name, type, thc, cbd, variations, effects, flavors, description]
// prettier-ignore
const VAPES = [
  ['Blue Dream Live Resin Cartridge', 'Cartridge', '78-84%', '0.2%', '0.5g:45,1g:80', 'Euphoric|Creative|Relaxed', 'Blueberry|Sweet|Herbal', 'Strain-specific live resin in a ceramic 510 cartridge for rich, true-to-flower Blue Dream flavor. Balanced effects for any time of day.'],
  ['Sunset Sherbet Disposable', 'Disposable', '85-90%', '0.1%', '0.3g:28,0.5g:38,1g:65', 'Relaxed|Happy|Euphoric', 'Berry|Citrus|Creamy', 'A rechargeable all-in-one pen with a creamy, fruity Sunset Sherbet blend. No setup needed; just inhale.'],
  ['Pineapple Express Pod', 'Pod', '80-86%', '0.1%', '0.5g:40,1g:70', 'Happy|Energetic|Creative', 'Pineapple|Mango', 'Snap-in pod compatible with our pod battery, filled with tropical Pineapple Express extract. Sleek, discreet and leak-resistant.'],
  ['Northern Lights Cartridge', 'Cartridge', '82-88%', '0.1%', '0.5g:35,1g:60', 'Relaxed|Sleepy|Pain Relief', 'Earthy|Pine', 'Classic Northern Lights distillate with botanical terpenes. A dependable evening cartridge.'],
  ['Jack Herer Distillate Cartridge', 'Cartridge', '85-90%', '0.1%', '0.5g:34,1g:58', 'Focused|Creative|Uplifted', 'Pine|Spicy', 'Clean, potent distillate blended with Jack Herer cannabis-derived terpenes. Clarity in every pull.'],
  ['Granddaddy Purple Disposable', 'Disposable', '84-89%', '0.1%', '0.5g:36,1g:62', 'Sleepy|Relaxed|Hungry', 'Grape|Berry', 'Grape-forward GDP in a slim, rechargeable disposable. Perfect for winding down.'],
  ['Strawberry Cough Pod', 'Pod', '80-85%', '0.1%', '0.5g:40', 'Uplifted|Happy|Energetic', 'Strawberry|Sweet', 'Fresh strawberry flavor in a half-gram pod with a smooth, cough-free draw despite the name. An uplifting daytime option.'],
  ['Mango Kush Cartridge', 'Cartridge', '80-86%', '0.1%', '0.5g:36,1g:62', 'Relaxed|Happy|Calm', 'Mango|Earthy', 'Ripe mango meets earthy kush in this smooth 510 cartridge. Relaxed contentment without heavy sedation.'],
  ['Watermelon Zkittlez Disposable', 'Disposable', '85-91%', '0.1%', '0.3g:26,1g:60', 'Happy|Relaxed|Euphoric', 'Watermelon|Candy', 'Candy-sweet watermelon disposable with an adjustable airflow slider. Mood-lifting and mellow.'],
  ['Lemon Haze Micro Pen', 'Disposable', '82-88%', '0.1%', '0.2g:18,0.3g:24', 'Energetic|Uplifted|Focused', 'Lemon|Citrus', 'A pocket-sized micro pen with just enough zesty Lemon Haze for a few sessions. Great for trying a new strain.'],
  ['Grape Ape Live Rosin Cartridge', 'Cartridge', '70-76%', '0.3%', '0.5g:65,1g:110', 'Sleepy|Relaxed|Calm', 'Grape|Berry', 'Solventless live rosin in an all-ceramic cartridge, with no additives or cutting agents. The purest vape in our lineup.'],
  ['Cotton Candy Kush Pod', 'Pod', '80-86%', '0.1%', '0.5g:38,1g:66', 'Happy|Relaxed|Creative', 'Cotton Candy|Sweet', 'Sugary cotton-candy sweetness over a kush base in a convenient pod. A carnival treat for your palate.'],
  ['OG Kush Full-Spectrum Cartridge', 'Cartridge', '75-82%', '0.5%', '0.5g:48,1g:85', 'Euphoric|Relaxed|Pain Relief', 'Earthy|Pine|Lemon', 'Full-spectrum extract retaining minor cannabinoids and native terpenes for a fuller entourage effect. Authentic OG flavor.'],
  ['Maui Wowie Disposable', 'Disposable', '84-90%', '0.1%', '0.5g:35,1g:60', 'Uplifted|Creative|Energetic', 'Pineapple|Tropical', 'Tropical Maui Wowie in a sleek rechargeable disposable. A sunny, creative boost.'],
  ['Sleepy Time Indica Pen', 'Disposable', '80-86%', '2%', '0.3g:28,0.5g:40', 'Sleepy|Relaxed|Calm', 'Lavender|Vanilla', 'An indica blend with added CBN and soothing lavender terpenes. Formulated to help you drift off.'],
  ['Blackberry Kush Cartridge', 'Cartridge', '80-86%', '0.1%', '0.5g:36,1g:62', 'Relaxed|Sleepy|Hungry', 'Blackberry|Earthy', 'Dark berry sweetness with a hashy kush finish. A relaxing evening companion.'],
  ['Tangerine Dream Pod', 'Pod', '82-87%', '0.1%', '0.5g:40,1g:68', 'Energetic|Happy|Uplifted', 'Tangerine|Citrus', 'Zesty tangerine pod delivering a bright, cheerful buzz. Compatible with all standard pod batteries in our shop.'],
  ['Durban Poison Cartridge', 'Cartridge', '84-90%', '0.1%', '0.5g:35,1g:60', 'Energetic|Focused|Uplifted', 'Anise|Sweet', 'Pure sativa Durban Poison distillate for crisp daytime focus. Sweet anise notes with a clean finish.'],
  ['Peach Ringz Disposable', 'Disposable', '85-90%', '0.1%', '0.3g:26,0.5g:36,1g:62', 'Happy|Euphoric|Relaxed', 'Peach|Candy', 'Juicy peach-ring candy flavor in an easy all-in-one pen. Three sizes for every budget.'],
  ['Wedding Cake Live Resin Pod', 'Pod', '76-82%', '0.2%', '0.5g:50,1g:90', 'Relaxed|Euphoric|Calm', 'Vanilla|Sweet', 'Live resin Wedding Cake pod with rich vanilla-frosting flavor. Premium extract in a convenient format.'],
  ['Green Crack Cartridge', 'Cartridge', '84-90%', '0.1%', '0.5g:34,1g:58', 'Energetic|Focused|Happy', 'Mango|Citrus', 'Sharp, energizing Green Crack distillate cartridge. A tangy pick-me-up for busy days.'],
  ['Cherry Punch Disposable', 'Disposable', '84-89%', '0.1%', '0.5g:36,1g:62', 'Happy|Relaxed|Uplifted', 'Cherry|Fruit Punch', 'Tart cherry and fruit punch flavors in a compact disposable. Easygoing, happy effects.'],
  ['Skywalker OG Cartridge', 'Cartridge', '82-88%', '0.2%', '0.5g:36,1g:64', 'Relaxed|Sleepy|Pain Relief', 'Diesel|Spicy', 'Spicy, diesel-laced Skywalker OG for powerful body relief. Our top-selling indica-leaning cartridge.'],
  ['Balanced 1:1 CBD Cartridge', 'Cartridge', '30-35%', '30-35%', '0.5g:40,1g:70', 'Calm|Pain Relief|Relaxed', 'Herbal|Citrus', 'Equal parts THC and CBD for gentle, clear-headed relief. Ideal for patients managing pain during the day.'],
  ['Guava Gelato Pod', 'Pod', '82-87%', '0.1%', '0.5g:40,1g:68', 'Euphoric|Creative|Happy', 'Guava|Creamy', 'Creamy guava and gelato notes in a smooth-pulling pod. A tropical dessert in vapor form.'],
  ['Super Sour Diesel Disposable', 'Disposable', '86-91%', '0.1%', '0.5g:38,1g:65', 'Energetic|Uplifted|Creative', 'Diesel|Sour', 'Extra-sour, high-octane Sour Diesel in a rechargeable disposable. Fast-acting daytime energy.'],
  ['Forbidden Fruit Cartridge', 'Cartridge', '82-87%', '0.1%', '0.5g:36,1g:62', 'Relaxed|Calm|Happy', 'Cherry|Passionfruit', 'Tropical cherry and passionfruit flavors with a tranquil finish. A fruity way to unwind.'],
  ['Jillybean Pod', 'Pod', '80-86%', '0.1%', '0.5g:38', 'Happy|Energetic|Creative', 'Orange|Mango|Candy', 'Orange-mango jellybean sweetness in a half-gram pod. Playful, energetic and social.'],
  ['Pink Lemonade Disposable', 'Disposable', '84-90%', '0.1%', '0.3g:25,1g:58', 'Uplifted|Happy|Focused', 'Lemonade|Berry', 'Tart, berry-kissed pink lemonade in a pocket-friendly disposable. Refreshing and uplifting.'],
  ['Trainwreck Cartridge', 'Cartridge', '84-89%', '0.1%', '0.5g:35,1g:60', 'Euphoric|Creative|Pain Relief', 'Lemon|Pepper', 'Lemony, peppery Trainwreck distillate with a fast-hitting rush. Good for pain when you still need to function.'],
];

// generic: [name, type, thc, cbd, variations, effects, flavors, description]
// prettier-ignore
const TOPICALS = [
  ['Arnica Relief Balm', 'Balm', '100mg', '300mg', '1oz:35,2oz:60', 'Pain Relief|Anti-inflammatory|Soothing', 'Arnica|Eucalyptus', 'A rich beeswax balm combining cannabis extract with arnica and eucalyptus for sore muscles and joints. Non-psychoactive when applied to the skin.'],
  ['Cooling Menthol Roll-On', 'Roll-On', '50mg', '250mg', '1oz:28,3oz:55', 'Pain Relief|Cooling|Anti-inflammatory', 'Menthol|Peppermint', 'A mess-free roll-on that delivers an icy menthol chill alongside targeted cannabinoid relief. Slip it into a gym bag for post-workout aches.'],
  ['Lavender Dream Bath Soak', 'Bath Soak', '50mg', '100mg', '8oz:24,16oz:42', 'Relaxed|Calm|Sleepy', 'Lavender|Chamomile', 'Dead Sea and Epsom salts infused with cannabis and lavender essential oil. Turns a warm bath into a full-body reset.'],
  ['Warming Muscle Salve', 'Salve', '200mg', '200mg', '1oz:38,2oz:65', 'Pain Relief|Warming|Relaxed', 'Cinnamon|Clove', 'A warming salve with cinnamon and clove to ease stiff backs and tight shoulders. Works its way in with a gentle heat.'],
  ['Daily Hydration Lotion', 'Lotion', '25mg', '200mg', '2oz:22,4oz:38,8oz:65', 'Moisturizing|Calm|Soothing', 'Coconut|Vanilla', 'A lightweight, fast-absorbing lotion with hemp seed oil and CBD-rich extract. Everyday hydration for dry or irritated skin.'],
  ['Steady Relief Transdermal Patch', 'Transdermal Patch', '20mg', '20mg', '1 unit:14,4 pack:48,10 pack:110', 'Pain Relief|Calm|Relaxed', 'Unscented', 'A discreet adhesive patch that releases a balanced dose through the skin for up to 12 hours. Steady, long-lasting relief without smoking.'],
  ['Eucalyptus Recovery Gel', 'Gel', '75mg', '300mg', '2oz:34,4oz:58', 'Pain Relief|Cooling|Anti-inflammatory', 'Eucalyptus|Mint', 'A clear, non-greasy gel that cools on contact and soothes overworked muscles. Absorbs quickly without staining clothes.'],
  ['Whipped Shea Body Butter', 'Body Butter', '50mg', '250mg', '2oz:30,4oz:52', 'Moisturizing|Soothing|Calm', 'Shea|Vanilla', 'Decadent whipped shea butter enriched with cannabis oil for deeply dry skin. Melts in at body temperature.'],
  ['Peppermint Foot Rescue Cream', 'Cream', '50mg', '150mg', '2oz:26,4oz:44', 'Cooling|Soothing|Pain Relief', 'Peppermint|Tea Tree', 'A tingling peppermint foot cream for tired, aching feet after long shifts. Softens rough heels as it soothes.'],
  ['Citrus Sunrise Massage Oil', 'Massage Oil', '100mg', '200mg', '2oz:32,4oz:55', 'Relaxed|Calm|Pain Relief', 'Orange|Grapefruit', 'A silky massage oil with sweet orange and grapefruit essential oils. Glides smoothly for long, relaxing massages.'],
  ['Chamomile Calm Lotion', 'Lotion', '25mg', '150mg', '2oz:20,4oz:35', 'Calm|Moisturizing|Sleepy', 'Chamomile|Honey', 'Gentle chamomile and honey lotion for a calming bedtime ritual. Fragrance-light and suitable for sensitive skin.'],
  ['Deep Tissue Balm', 'Balm', '250mg', '250mg', '1oz:45,2oz:80', 'Pain Relief|Anti-inflammatory|Warming', 'Camphor|Wintergreen', 'Our strongest balm, with camphor and wintergreen for deep, persistent pain. Apply sparingly to targeted areas.'],
  ['Rose Geranium Bath Bomb', 'Bath Bomb', '25mg', '50mg', '1 unit:12,3 pack:32', 'Relaxed|Calm|Happy', 'Rose|Geranium', 'A fizzing bath bomb scented with rose and geranium and infused with cannabis extract. A luxurious soak for body and mind.'],
  ['Tea Tree Skin Salve', 'Salve', '50mg', '200mg', '1oz:26,2oz:45', 'Soothing|Anti-inflammatory|Calm', 'Tea Tree|Lavender', 'A multipurpose salve with tea tree and lavender for irritated, itchy or inflamed skin. Keep one in every first-aid kit.'],
  ['Flex Joint Roll-On', 'Roll-On', '100mg', '400mg', '1oz:36,3oz:70', 'Pain Relief|Anti-inflammatory|Cooling', 'Menthol|Arnica', 'Formulated for knuckles, knees and wrists with menthol, arnica and a high dose of CBD. Precise application where you need it most.'],
  ['Overnight Recovery Patch', 'Transdermal Patch', '10mg', '30mg', '1 unit:12,4 pack:42,10 pack:95', 'Sleepy|Pain Relief|Relaxed', 'Unscented', 'A CBD-forward overnight patch that eases aches while you sleep. Hypoallergenic adhesive that stays put until morning.'],
  ['Vanilla Bean Body Lotion', 'Lotion', '25mg', '200mg', '4oz:36,8oz:60', 'Moisturizing|Happy|Calm', 'Vanilla|Tonka', 'A creamy body lotion scented with real vanilla bean and tonka. Leaves skin soft, smooth and lightly fragrant.'],
  ['Himalayan Salt Bath Soak', 'Bath Soak', '50mg', '200mg', '8oz:26,16oz:45', 'Relaxed|Pain Relief|Calm', 'Eucalyptus|Rosemary', 'Pink Himalayan salt blended with magnesium flakes and cannabis extract. Soak away tension after strenuous days.'],
  ['Hemp Seed Lip Balm', 'Lip Balm', '5mg', '25mg', '1 unit:8,3 pack:20', 'Moisturizing|Soothing', 'Mint|Honey', 'A nourishing lip balm made with hemp seed oil and beeswax. Protects and repairs dry, chapped lips.'],
  ['Capsaicin Heat Rub', 'Rub', '150mg', '150mg', '2oz:34,4oz:58', 'Warming|Pain Relief|Anti-inflammatory', 'Pepper|Ginger', 'A potent heat rub with capsaicin and ginger for stubborn joint pain. Wash hands after use and keep away from eyes.'],
  ['Aloe Soothing Gel', 'Gel', '25mg', '150mg', '4oz:28,8oz:48', 'Soothing|Cooling|Calm', 'Aloe|Cucumber', 'Pure aloe vera gel infused with CBD-rich extract for sun-stressed or irritated skin. Cool, calming and fast-absorbing.'],
  ['Ginger Turmeric Salve', 'Salve', '100mg', '300mg', '1oz:36,2oz:62', 'Anti-inflammatory|Pain Relief|Warming', 'Ginger|Turmeric', 'An anti-inflammatory salve with golden turmeric and ginger root extract. A warming botanical approach to chronic aches.'],
  ['Honey Almond Hand Cream', 'Cream', '25mg', '100mg', '2oz:18,4oz:30', 'Moisturizing|Soothing|Calm', 'Honey|Almond', 'A rich hand cream with sweet almond oil and honey for hardworking hands. Non-greasy so you can get right back to work.'],
  ['Sport Freeze Spray', 'Spray', '100mg', '300mg', '2oz:30,4oz:52', 'Cooling|Pain Relief|Anti-inflammatory', 'Menthol|Camphor', 'A continuous-mist spray that reaches hard-to-reach spots like the lower back. Instant icy relief after training.'],
  ['Sandalwood Massage Candle', 'Massage Candle', '50mg', '100mg', '1 unit:34,2 pack:60', 'Relaxed|Calm|Happy', 'Sandalwood|Amber', 'A soy candle that melts into warm, skin-safe massage oil scented with sandalwood and amber. Set the mood, then pour.'],
];

// prettier-ignore
const TINCTURES = [
  ['Full-Spectrum 1:1 Tincture', 'Tincture', '500mg per bottle', '500mg per bottle', '30ml:75', 'Calm|Pain Relief|Relaxed|Happy', 'Natural|Herbal', 'Our best-selling balanced tincture with equal THC and CBD in organic MCT oil. A graduated dropper makes precise dosing simple.'],
  ['Night Rest CBN Drops', 'Tincture', '300mg per bottle', '300mg per bottle', '30ml:68', 'Sleepy|Relaxed|Calm', 'Lavender|Vanilla', 'A night-time blend of THC, CBD and CBN with calming lavender. Take under the tongue about an hour before bed.'],
  ['Sativa Daytime Drops', 'Tincture', '600mg per bottle', '0mg', '30ml:62', 'Energetic|Focused|Uplifted', 'Orange|Citrus', 'A sativa-derived tincture with bright orange flavor for daytime focus. Sublingual absorption for an onset in 15 to 30 minutes.'],
  ['Peppermint THC Tincture', 'Tincture', '1000mg per bottle', '0mg', '30ml:85', 'Euphoric|Relaxed|Pain Relief', 'Peppermint', 'A high-potency THC tincture with a refreshing peppermint finish. Intended for experienced patients who need strong relief.'],
  ['Golden CBG Focus Blend', 'Tincture', '150mg per bottle', '300mg per bottle', '30ml:79', 'Focused|Calm|Uplifted', 'Lemon|Ginger', 'A clear-minded formula pairing CBG with CBD and a light touch of THC. Zesty lemon-ginger flavor for productive days.'],
  ['Lemon Ginger Tincture', 'Tincture', '300mg per bottle', '150mg per bottle', '30ml:55', 'Calm|Happy|Relaxed', 'Lemon|Ginger', 'A warming lemon-ginger tincture that can also help settle an upset stomach. Mix into tea or take directly.'],
  ['Unflavored High-Potency Tincture', 'Tincture', '1500mg per bottle', '0mg', '30ml:95', 'Relaxed|Pain Relief|Sleepy', 'Unflavored', 'Maximum-strength THC in pure MCT oil with no added flavor. Best for patients with high tolerance or severe symptoms.'],
  ['Vanilla Chai Tincture', 'Tincture', '300mg per bottle', '300mg per bottle', '30ml:58', 'Calm|Relaxed|Happy', 'Vanilla|Chai|Cinnamon', 'Cozy vanilla chai spices in a balanced 1:1 formula. Delicious stirred into your morning latte.'],
  ['Cinnamon Sublingual Spray', 'Sublingual Spray', '150mg per bottle', '150mg per bottle', '30ml:45', 'Calm|Relaxed|Pain Relief', 'Cinnamon', 'A fine-mist spray delivering 2.5mg per spritz for discreet, on-the-go dosing. Warm cinnamon flavor.'],
  ['Orange Cream Glycerin Drops', 'Glycerin Tincture', '250mg per bottle', '0mg', '30ml:42', 'Happy|Relaxed|Uplifted', 'Orange|Cream', 'An alcohol-free, vegetable-glycerin tincture with a sweet orange-creamsicle taste. A gentle option for sensitive palates.'],
  ['Berry Calm 4:1 Tincture', 'Tincture', '150mg per bottle', '600mg per bottle', '30ml:65', 'Calm|Relaxed|Pain Relief', 'Mixed Berry', 'A CBD-dominant 4:1 ratio for anxiety and inflammation with very mild psychoactivity. Juicy mixed-berry flavor.'],
  ['Wild Mint 20:1 Tincture', 'Tincture', '50mg per bottle', '1000mg per bottle', '30ml:70', 'Calm|Focused|Anti-inflammatory', 'Spearmint|Herbal', 'A 20:1 CBD-to-THC ratio for clear-headed, all-day symptom management. Refreshing spearmint flavor.'],
  ['Lavender Sleep Spray', 'Sublingual Spray', '100mg per bottle', '200mg per bottle', '30ml:48', 'Sleepy|Calm|Relaxed', 'Lavender|Chamomile', 'A soothing lavender-chamomile spray with CBD and a light dose of THC. A few spritzes at bedtime help quiet a busy mind.'],
  ['Raw Hemp Extract Drops', 'Tincture', '25mg per bottle', '750mg per bottle', '30ml:35', 'Calm|Anti-inflammatory|Focused', 'Earthy|Herbal', 'Minimally processed hemp extract retaining raw CBDA and natural plant compounds. An earthy, whole-plant supplement.'],
  ['Tropical Mango Tincture', 'Tincture', '500mg per bottle', '100mg per bottle', '30ml:60', 'Happy|Uplifted|Creative', 'Mango|Passionfruit', 'A sunny mango-passionfruit THC tincture with a dash of CBD. Uplifting and easy to take.'],
];
// The one product that carries a CBG value.
const CBG = { 'Golden CBG Focus Blend': '300mg' };

// The demo's sale: product name -> { size: compare-at price in dollars }. Only these variations show a struck
// price and a percentage off (docs/design.md, decision 13); the price itself stays the one in the tables above.
const COMPARE_AT = {
  'Blue Dream': { '3.5g': 65 },
  'Velvet Moon': { '3.5g': 60, '7g': 110 },
  'Auto-Spin Electric Grinder': { '1 unit': 49 },
  'Cloudhouse Desktop Vaporizer': { '1 unit': 299 },
};

// Ratings come only from real reviews: product name -> { rating, count }. The demo catalogue has none.
const REVIEWS = {};

// cbd: CBD flower entries have a strain (string starting with 'strain:'); others a type.
// prettier-ignore
const CBD = [
  ['Cherry Wine CBD Flower', 'strain:CBD Hybrid', '0.3%', '15-18%', '1g:10,3.5g:28,7g:50', 'Calm|Relaxed|Pain Relief', 'Cherry|Earthy|Sweet', 'Fragrant, resinous hemp flower with a sweet cherry bouquet and high CBD. Smokable relief with no intoxicating high.'],
  ['Pure Hemp CBD Oil', 'CBD Oil', '0mg', '1500mg per bottle', '30ml:79,60ml:139', 'Calm|Anti-inflammatory|Focused', 'Natural|Earthy', 'A broad-spectrum CBD oil in organic MCT with zero THC. Third-party lab tested for purity and potency.'],
  ['CBD Calm Gummies', 'Gummies', '0mg', '25mg per piece', '30 count:45,60 count:80', 'Calm|Relaxed|Happy', 'Mixed Fruit|Citrus', 'THC-free gummies with 25mg of CBD each for everyday stress relief. Vegan, gluten-free and naturally colored.'],
  ['ACDC CBD Flower', 'strain:High-CBD Sativa', '0.3%', '16-20%', '1g:11,3.5g:30,7g:54', 'Focused|Calm|Pain Relief', 'Earthy|Citrus|Pine', 'The famous ACDC phenotype grown as compliant hemp, with an almost pure CBD profile. Clear-headed relief for pain and anxiety.'],
  ['Cannatonic CBD Flower', 'strain:CBD Hybrid', '0.3%', '12-17%', '1g:10,3.5g:27,7g:48', 'Relaxed|Calm|Anti-inflammatory', 'Earthy|Citrus|Woody', 'A beloved high-CBD hybrid with earthy citrus notes. Gentle relaxation that keeps you present and functional.'],
  ['Sour Space Candy CBD Flower', 'strain:High-CBD Sativa', '0.3%', '17-21%', '1g:12,3.5g:32,7g:58', 'Uplifted|Focused|Calm', 'Sour|Candy|Fruity', 'Sour, candy-sweet hemp flower bred for exceptional CBD content. A sunny, calming daytime smoke.'],
  ['Lifter CBD Flower', 'strain:CBD Hybrid', '0.3%', '15-19%', '1g:10,3.5g:28,7g:50', 'Calm|Happy|Relaxed', 'Cheese|Fuel|Sweet', 'Funky, fuel-tinged hemp flower from the Lifter lineage. Mellow relaxation without impairment.'],
  ['Special Sauce CBD Flower', 'strain:High-CBD Indica', '0.3%', '14-18%', '1g:11,3.5g:30,7g:54', 'Relaxed|Sleepy|Calm', 'Berry|Earthy|Skunk', 'A berry-skunk hemp indica with dense, frosty buds. An evening CBD flower for unwinding.'],
  ['Daily Balance Softgels', 'Softgels', '0mg', '25mg per softgel', '30 count:39,60 count:69', 'Calm|Focused|Anti-inflammatory', 'Unflavored', 'Convenient softgels with 25mg of broad-spectrum CBD for consistent daily dosing. Tasteless and easy to swallow.'],
  ['Night Owl CBD Capsules', 'Capsules', '0mg', '30mg per capsule', '30 count:44,60 count:79', 'Sleepy|Calm|Relaxed', 'Unflavored', 'Vegan capsules pairing CBD with melatonin and chamomile for restful nights. Non-habit forming.'],
  ['Calm Companion Pet Drops', 'Pet Tincture', '0mg', '250mg per bottle', '1oz:34,2oz:58', 'Calm|Relaxed|Anti-inflammatory', 'Bacon', 'A bacon-flavored, THC-free CBD oil for dogs and cats. Helps pets stay calm during storms, travel and vet visits.'],
  ['Recovery CBD Cream', 'Cream', '0mg', '500mg', '2oz:42,4oz:72', 'Pain Relief|Anti-inflammatory|Soothing', 'Menthol|Arnica', 'A THC-free recovery cream with menthol and arnica for post-workout soreness. Rub in thoroughly for fast-acting relief.'],
  ['Sparkling Citrus CBD Water', 'Beverage', '0mg', '20mg per can', '1 unit:5,4 pack:18,12 pack:48', 'Calm|Focused|Happy', 'Lemon|Lime|Grapefruit', 'Zero-calorie sparkling water with a citrus twist and 20mg of water-soluble CBD. A refreshing alternative to soda.'],
  ['Golden Hemp Honey', 'Honey', '0mg', '250mg per jar', '4oz:28,8oz:48', 'Calm|Relaxed|Happy', 'Honey|Floral', 'Raw clover honey blended with CBD isolate. Drizzle over toast or stir into tea for a sweet wellness boost.'],
  ['Eucalyptus CBD Bath Bomb', 'Bath Bomb', '0mg', '100mg', '1 unit:10,3 pack:27', 'Relaxed|Calm|Soothing', 'Eucalyptus|Spearmint', 'A fizzy eucalyptus-spearmint bath bomb loaded with 100mg of CBD. Opens the airways and relaxes tired muscles.'],
  ['Radiance CBD Face Serum', 'Serum', '0mg', '300mg', '1oz:52', 'Soothing|Moisturizing|Calm', 'Rosehip|Neroli', 'A lightweight face serum with CBD, rosehip and hyaluronic acid. Calms redness and leaves skin glowing.'],
  ['Morning Boost CBD Shot', 'Beverage', '0mg', '25mg per bottle', '1 unit:6,6 pack:32', 'Energetic|Focused|Uplifted', 'Citrus|Ginger', 'A two-ounce shot of CBD, green tea caffeine and B vitamins. A clear, jitter-free start to the morning.'],
  ['Max Strength Broad-Spectrum Oil', 'CBD Oil', '0mg', '3000mg per bottle', '30ml:129', 'Calm|Pain Relief|Anti-inflammatory', 'Peppermint', 'Our most concentrated CBD oil at 100mg per milliliter. Designed for patients who need serious daily support.'],
  ['Sour Apple CBD Gummies', 'Gummies', '0mg', '15mg per piece', '30 count:32,60 count:58', 'Happy|Calm|Focused', 'Sour Apple', 'Tangy sour-apple gummies with 15mg of THC-free CBD. A bright, fun way to take your daily serving.'],
  ['Turmeric CBD Capsules', 'Capsules', '0mg', '25mg per capsule', '30 count:42,60 count:75', 'Anti-inflammatory|Pain Relief|Calm', 'Unflavored', 'CBD paired with turmeric curcumin and black pepper for enhanced absorption. Daily support for joint comfort.'],
  ['Dark Chocolate CBD Squares', 'Chocolate', '0mg', '10mg per piece', '10 pack:24,20 pack:44', 'Calm|Happy|Relaxed', 'Dark Chocolate|Cocoa', 'Fair-trade dark chocolate squares with 10mg of CBD in each. An indulgent, THC-free treat.'],
  ['Peppermint CBD Mints', 'Mints', '0mg', '5mg per piece', '30 count:18,90 count:45', 'Focused|Calm', 'Peppermint', 'Tiny pressed peppermint mints with 5mg of CBD each. Freshen your breath and take the edge off.'],
  ['Happy Hips Pet Chews', 'Pet Treats', '0mg', '5mg per chew', '30 count:28,60 count:50', 'Anti-inflammatory|Calm|Pain Relief', 'Peanut Butter', 'Peanut-butter pet chews with CBD, glucosamine and chondroitin for aging joints. Vet-formulated and dogs love them.'],
  ['Arctic CBD Roll-On', 'Roll-On', '0mg', '750mg', '1oz:39,3oz:79', 'Cooling|Pain Relief|Anti-inflammatory', 'Menthol|Wintergreen', 'An extra-cold menthol and wintergreen roll-on with 750mg of CBD. Glide on targeted relief anywhere, anytime.'],
  ['Dreamy Lavender Pillow Mist', 'Spray', '0mg', '100mg', '2oz:22,4oz:38', 'Sleepy|Calm|Relaxed', 'Lavender|Cedarwood', 'Spritz your pillow with this calming lavender and cedarwood mist infused with CBD. Part of a restful bedtime routine.'],
  ['Moonlight Sleep Gummies', 'Gummies', '0mg', '20mg per piece', '30 count:48,60 count:85', 'Sleepy|Relaxed|Calm', 'Blackcurrant|Vanilla', 'Blackcurrant gummies with CBD, melatonin and L-theanine for deeper sleep. Wake up refreshed, not groggy.'],
  ['Nano CBD Drink Drops', 'Water-Soluble Drops', '0mg', '600mg per bottle', '1oz:49,2oz:89', 'Calm|Focused|Happy', 'Unflavored', 'Water-soluble CBD drops that disappear into any drink. Faster absorption than standard oil tinctures.'],
  ['Epsom Recovery Soak', 'Bath Soak', '0mg', '200mg', '16oz:32,32oz:56', 'Relaxed|Pain Relief|Soothing', 'Eucalyptus|Peppermint', 'Epsom salts with magnesium and 200mg of CBD per bag. An athlete\'s recovery ritual in the tub.'],
  ['Hemp Roast Coffee', 'Coffee', '0mg', '300mg per bag', '12oz:24,24oz:44', 'Energetic|Focused|Calm', 'Coffee|Dark Chocolate', 'Medium-dark roasted arabica beans infused with CBD. Smooth chocolatey coffee with calm, focused energy.'],
  ['All-Day CBD Patch', 'Transdermal Patch', '0mg', '40mg', '1 unit:9,10 pack:75', 'Calm|Pain Relief|Relaxed', 'Unscented', 'A flexible, sweat-resistant patch that releases 40mg of CBD over 24 hours. Set it and forget it.'],
];

// prettier-ignore
const ACCESSORIES = [
  ['Aerial Dry Herb Vaporizer', 'Vaporizer', '1 unit:189', 'Portable|Smooth Draw|Precise Heat', 'Neutral', 'A pocket-sized convection vaporizer with four temperature settings and a ceramic chamber. Heats up in 20 seconds for pure, flavorful vapor.'],
  ['Hand-Blown Beaker Bong', 'Bong', '1 unit:89', 'Smooth Draw|Cool Smoke|Easy Clean', 'Neutral', 'A 12-inch borosilicate beaker with a diffused downstem and ice pinch. Thick, durable glass for smooth, cool hits.'],
  ['Aircraft Aluminum 4-Piece Grinder', 'Grinder', '1 unit:34', 'Even Grind|Kief Catcher|Durable', 'Neutral', 'Precision-machined aluminum grinder with diamond-cut teeth, a fine mesh screen and a kief catcher. Magnetic lid stays put.'],
  ['Organic Hemp Rolling Papers', 'Rolling Papers', '1 pack:3,10 pack:25', 'Slow Burn|Thin|Natural', 'Unbleached Hemp', 'Ultra-thin, unbleached hemp papers with natural acacia gum. An even, slow burn with no aftertaste.'],
  ['Borosilicate Spoon Pipe', 'Pipe', '1 unit:25', 'Portable|Easy Clean|Smooth Draw', 'Neutral', 'A classic hand-blown spoon pipe with a deep bowl and carb hole. Every swirl of color is unique.'],
  ['UV Glass Storage Jar', 'Storage Jar', '1 unit:18,3 pack:48', 'Airtight|UV Protection|Freshness', 'Neutral', 'Violet ultraviolet glass that blocks light to keep flower fresh and potent for months. Airtight screw-top lid.'],
  ['Variable Voltage 510 Battery', 'Battery', '1 unit:22', 'Adjustable Voltage|Portable|Long Lasting', 'Neutral', 'A slim 510-thread battery with three voltage settings and a preheat mode. USB-C charging and a battery-life indicator.'],
  ['Bamboo Rolling Tray', 'Rolling Tray', '1 unit:19', 'Organized|Eco-Friendly|Durable', 'Neutral', 'A sustainably sourced bamboo tray with raised edges and a built-in paper slot. Keeps your rolling station tidy.'],
  ['Refillable Torch Lighter', 'Lighter', '1 unit:24', 'Windproof|Precise Flame|Refillable', 'Neutral', 'A windproof butane torch with an adjustable flame and safety lock. Ideal for dabbing and lighting in the outdoors.'],
  ['Mini Recycler Dab Rig', 'Dab Rig', '1 unit:79', 'Smooth Draw|Flavor Forward|Compact', 'Neutral', 'A compact recycler rig that preserves terpene flavor and cools vapor. Includes a 14mm quartz banger.'],
  ['Glass Cleaning Kit', 'Cleaning Kit', '1 unit:16', 'Easy Clean|Residue Free', 'Neutral', 'An isopropyl-safe cleaning solution with pipe cleaners, brushes and resealable plugs. Restores glass to crystal clarity.'],
  ['Two-Way Humidity Packs', 'Humidity Pack', '4 pack:9,10 pack:20', 'Freshness|Humidity Control', 'Neutral', 'Two-way humidity packs that hold flower at a steady 62 percent relative humidity. Prevents dry, harsh smoke.'],
  ['King Size Pre-Rolled Cones', 'Cones', '6 pack:7,32 pack:30', 'Slow Burn|Convenient|Natural', 'Unbleached Hemp', 'Ready-to-fill hemp cones with crutch tips. Just grind, fill, pack and twist.'],
  ['Smell-Proof Stash Box', 'Stash Box', '1 unit:45', 'Odor Control|Lockable|Organized', 'Neutral', 'A walnut stash box with a combination lock, carbon-lined compartments and a rolling tray lid. Discreet and tidy storage.'],
  ['Pocket Digital Scale', 'Scale', '1 unit:21', 'Accurate|Portable|Backlit', 'Neutral', 'A backlit pocket scale accurate to 0.01 grams with a tare function. Comes with a calibration weight.'],
  ['Glass Ash Catcher', 'Ash Catcher', '1 unit:29', 'Clean Glass|Extra Filtration', 'Neutral', 'A 14mm showerhead ash catcher that keeps your bong water clean longer. Adds an extra chamber of filtration.'],
  ['Titanium Dab Tool', 'Dab Tool', '1 unit:12', 'Precise|Durable|Heat Resistant', 'Neutral', 'A grade-2 titanium dab tool with a scoop and a pointed end. Never melts or bends.'],
  ['Glass Filter Tips', 'Filter Tips', '10 pack:12,25 pack:25', 'Smooth Draw|Reusable|Cool Smoke', 'Neutral', 'Reusable borosilicate tips that cool smoke and keep joints from canoeing. Rinse and reuse indefinitely.'],
  ['Unbreakable Silicone Hand Pipe', 'Pipe', '1 unit:15', 'Durable|Portable|Easy Clean', 'Neutral', 'Food-grade silicone pipe with a removable glass bowl. Virtually indestructible and dishwasher safe.'],
  ['Ceramic One-Hitter', 'One-Hitter', '1 unit:10', 'Discreet|Portable', 'Neutral', 'A slim ceramic one-hitter that looks like a cigarette. Perfect for a quick, discreet single dose.'],
  ['Auto-Spin Electric Grinder', 'Grinder', '1 unit:39', 'Even Grind|Hands-Free|Rechargeable', 'Neutral', 'A rechargeable electric grinder with stainless-steel blades and a clear chamber. One-touch operation for patients with limited hand strength.'],
  ['Smell-Proof Travel Pouch', 'Stash Bag', '1 unit:26', 'Odor Control|Portable|Water Resistant', 'Neutral', 'A carbon-lined, water-resistant pouch with a zipper lock. Fits a vape, a grinder and a few pre-rolls.'],
  ['Rechargeable Plasma Lighter', 'Lighter', '1 unit:18', 'Windproof|Rechargeable|Flameless', 'Neutral', 'A flameless dual-arc plasma lighter that charges over USB-C. No butane and no fuss.'],
  ['Organic Hemp Wick Spool', 'Hemp Wick', '1 unit:6,3 pack:15', 'Clean Burn|Natural', 'Beeswax', 'Organic hemp twine coated in natural beeswax for a cleaner light without butane taste. A generous 20-foot spool.'],
  ['Cloudhouse Desktop Vaporizer', 'Vaporizer', '1 unit:249', 'Precise Heat|Smooth Draw|Whip and Balloon', 'Neutral', 'A powerful desktop vaporizer with digital temperature control and both whip and balloon modes. Dense, flavorful vapor for home sessions.'],
  ['Emerald Recycler Water Pipe', 'Bong', '1 unit:149', 'Smooth Draw|Cool Smoke|Showpiece', 'Neutral', 'A stunning green-accented recycler that continuously filters smoke through rolling water. A functional centerpiece for any collection.'],
  ['Pocket Rolling Machine', 'Rolling Machine', '1 unit:9', 'Consistent Rolls|Portable|Easy to Use', 'Neutral', 'A compact roller that produces perfectly even joints in seconds. Great for patients with limited dexterity.'],
];

// Milligrams of THC in one unit of each size (issue 26.1): the limits policy counts edibles, tinctures, topicals and
// CBD products by it. Demo values, made from the label text: an edible size of N g (the original site's sizes) is
// read as round(N) packages of California's 100 mg package limit (or of one bar, can or muffin as labelled); a
// tincture holds its label's mg per bottle; a topical's label states its smallest size, larger sizes in proportion.
const THC_MG_CATEGORIES = new Set(['edibles', 'tinctures', 'topicals', 'cbd']);
const leadingNumber = (text) => Number(/^(\d+(?:\.\d+)?)/.exec(text)?.[1] ?? NaN);
/** '2oz' -> 2, '4 pack' -> 4, '1 unit' -> 1, '30ml' -> 30 */
const sizeCount = (size) => leadingNumber(size);
function thcMgOf(category, thc, sizes) {
  const mg = leadingNumber(thc);
  if (!Number.isFinite(mg)) throw new Error(`${category}: THC "${thc}" states no milligrams`);
  if (category === 'edibles') {
    const perPackage = / per piece$/.test(thc) ? 100 : mg;
    return sizes.map((s) => perPackage * Math.max(1, Math.round(sizeCount(s))));
  }
  if (category === 'tinctures') return sizes.map(() => mg);
  const first = sizeCount(sizes[0]);
  return sizes.map((s) => Math.round((mg * sizeCount(s)) / first));
}

// ---------------------------------------------------------------------------------------------
function build() {
  const out = {};
  const base = (category, id, name) => ({ id, category, name });
  // CBD flower (a strain) is weighed by its size; every other CBD product, like edibles, by its THC
  const withThcMg = (p, thc, variations) => {
    if (!THC_MG_CATEGORIES.has(p.category) || p.strain) return variations;
    const mg = thcMgOf(
      p.category,
      thc,
      variations.map((v) => v.size),
    );
    return variations.map((v, i) => ({ ...v, thcMg: mg[i] }));
  };
  const tail = (p, thc, cbd, description, effects, flavors, variations) => ({
    ...p,
    thc,
    cbd,
    ...(CBG[p.name] ? { cbg: CBG[p.name] } : {}),
    image: `/products/${p.id}.svg`,
    description,
    effects: list(effects),
    flavors: list(flavors),
    variations: withThcMg(p, thc, variations).map((v) =>
      COMPARE_AT[p.name]?.[v.size] ? { ...v, compareAt: COMPARE_AT[p.name][v.size] } : v,
    ),
    ...(REVIEWS[p.name] ? { reviews: REVIEWS[p.name] } : {}),
    ...demoLabFields(p),
    ...demoPhotoFields(p),
  });
  const withIds = (category, rows, make) => {
    const ids = IDS[category];
    if (ids.length !== rows.length) throw new Error(`${category}: ${rows.length} rows for ${ids.length} ids`);
    out[category] = rows.map((row, i) => make(ids[i], row));
  };

  withIds('flower', FLOWER, (id, [name, strain, thc, cbd, tier, fx, fl, d]) =>
    tail({ ...base('flower', id, name), strain }, thc, cbd, d, fx, fl, ladder(TIERS[tier])),
  );
  withIds('edibles', EDIBLES, (id, [name, type, thc, cbd, fx, fl, d]) =>
    tail({ ...base('edibles', id, name), type }, thc, cbd, d, fx, fl, ladder(EDIBLE_PREROLL_LADDER)),
  );
  withIds('prerolls', PREROLLS, (id, [name, strain, thc, cbd, fx, fl, d]) =>
    tail({ ...base('prerolls', id, name), strain }, thc, cbd, d, fx, fl, ladder(EDIBLE_PREROLL_LADDER)),
  );
  withIds('concentrates', CONCENTRATES, (id, [name, type, thc, cbd, price, fx, fl, d]) =>
    tail({ ...base('concentrates', id, name), type }, thc, cbd, d, fx, fl, [{ size: '1g', price }]),
  );
  for (const [category, rows] of [
    ['vapes', VAPES],
    ['topicals', TOPICALS],
    ['tinctures', TINCTURES],
    ['cbd', CBD],
  ]) {
    withIds(category, rows, (id, [name, kind, thc, cbd, v, fx, fl, d]) => {
      const st = kind.startsWith('strain:') ? { strain: kind.slice(7) } : { type: kind };
      return tail({ ...base(category, id, name), ...st }, thc, cbd, d, fx, fl, vars(v));
    });
  }
  withIds('accessories', ACCESSORIES, (id, [name, type, v, fx, fl, d]) =>
    tail({ ...base('accessories', id, name), type }, 'N/A', 'N/A', d, fx, fl, vars(v)),
  );
  return out;
}

const products = build();
mkdirSync(join(root, 'data', 'products'), { recursive: true });
writeFileSync(join(root, 'data', 'categories.json'), JSON.stringify(CATEGORIES, null, 2) + '\n');
// A misspelt name or size would silently drop a sale: fail instead.
const byName = new Map(
  Object.values(products)
    .flat()
    .map((p) => [p.name, p]),
);
for (const name of [...Object.keys(REVIEWS), ...Object.keys(DEMO_LAB)])
  if (!byName.has(name)) throw new Error(`no product named ${name}`);
for (const [name, sizes] of Object.entries(COMPARE_AT)) {
  for (const size of Object.keys(sizes)) {
    const v = byName.get(name)?.variations.find((x) => x.size === size);
    if (!v || !(v.compareAt > v.price))
      throw new Error(`${name} ${size}: no variation below its compare-at price`);
  }
}
let total = 0;
for (const { id } of CATEGORIES) {
  const rows = [...products[id]].sort((a, b) => a.id - b.id);
  total += rows.length;
  writeFileSync(join(root, 'data', 'products', `${id}.json`), JSON.stringify(rows, null, 2) + '\n');
}
mkdirSync(join(root, 'public', 'lab'), { recursive: true });
writeFileSync(
  join(root, 'public', 'lab', 'demo-certificate.html'),
  demoCertificatePage(Object.values(products).flat()),
);
console.log(`wrote data/categories.json and ${CATEGORIES.length} product files (${total} products)`);
