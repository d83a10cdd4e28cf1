import type { CountryCode } from '../../../contract/countries';
import type { LanguageCode } from '../../../contract/device';
import type { PackShape } from '../../db/schema';
import { L, same, type SizeSpec } from './text';
import type { Localized, ShelfLifeUnit } from './types';

/**
 * The word lists products are built from: a template is brand × item × variant × size, with the
 * SKUs drawn from one axis (packs, sizes, colours). Names follow how shops write them per language:
 * "Indomie Mi Goreng Original 85 g", "Kopi Kapal Api Special Mix 10 x 25 g", "维达抽纸 3层 100抽".
 *
 * Prices are in rupiah for the first size and first SKU; pricing.ts scales them by size and pack,
 * and converts them for Singapore and Malaysia.
 */

export const units = {
  pack: L('pack', 'bungkus', '包'),
  bottle: L('bottle', 'botol', '瓶'),
  box: L('box', 'kotak', '盒'),
  piece: L('piece', 'buah', '件'),
  bag: L('bag', 'kantong', '袋'),
  can: L('can', 'kaleng', '罐'),
  jar: L('jar', 'toples', '罐'),
  tube: L('tube', 'tube', '支'),
  set: L('set', 'set', '套'),
  pair: L('pair', 'pasang', '双'),
  tray: L('tray', 'pak', '盒'),
  carton: L('carton', 'karton', '盒'),
  pouch: L('pouch', 'pouch', '袋'),
} as const;
export type UnitName = keyof typeof units;

export interface SkuOption {
  readonly name: Localized;
  /** Price of this option relative to the first (a bundle is a little cheaper per unit). */
  readonly factor: number;
}
const opt = (name: Localized, factor = 1): SkuOption => ({ name, factor });

/** The axes SKUs vary along. A product takes the first 1–4 options of its axis. */
export const skuAxes = {
  single: [opt(L('Standard', 'Standar', '标准'))],
  packs: [
    opt(L('1 pack', '1 bungkus', '1包')),
    opt(L('Pack of 5', 'Isi 5', '5包装'), 4.8),
    opt(L('Box of 40', '1 dus isi 40', '整箱40包'), 36),
  ],
  bottles: [
    opt(L('1 bottle', '1 botol', '1瓶')),
    opt(L('Pack of 3', 'Isi 3', '3瓶装'), 2.85),
    opt(L('Carton of 12', '1 karton isi 12', '整箱12瓶'), 11),
  ],
  cans: [
    opt(L('1 can', '1 kaleng', '1罐')),
    opt(L('Pack of 6', 'Isi 6', '6罐装'), 5.6),
    opt(L('Carton of 24', '1 karton isi 24', '整箱24罐'), 21),
  ],
  multipacks: [
    opt(L('Single', 'Satuan', '单件')),
    opt(L('Twin pack', 'Isi 2', '2件装'), 1.9),
    opt(L('Triple pack', 'Isi 3', '3件装'), 2.8),
  ],
  weights: [
    opt(L('500 g', '500 g', '500克')),
    opt(L('1 kg', '1 kg', '1千克'), 1.9),
    opt(L('2 kg', '2 kg', '2千克'), 3.6),
  ],
  refills: [
    opt(L('Bottle', 'Botol', '瓶装')),
    opt(L('Refill pouch', 'Isi ulang', '补充装'), 0.8),
    opt(L('Bottle + refill', 'Botol + isi ulang', '瓶装+补充装'), 1.7),
  ],
  clothing: [
    opt(L('S', 'S', 'S码')),
    opt(L('M', 'M', 'M码')),
    opt(L('L', 'L', 'L码')),
    opt(L('XL', 'XL', 'XL码')),
  ],
  shoes: [
    opt(L('EU 39', '39', '39码')),
    opt(L('EU 40', '40', '40码')),
    opt(L('EU 41', '41', '41码')),
    opt(L('EU 42', '42', '42码')),
  ],
  colours: [
    opt(L('Black', 'Hitam', '黑色')),
    opt(L('White', 'Putih', '白色')),
    opt(L('Blue', 'Biru', '蓝色')),
    opt(L('Pink', 'Merah Muda', '粉色')),
  ],
} as const satisfies Record<string, readonly SkuOption[]>;
export type SkuAxisName = keyof typeof skuAxes;

export interface ItemTemplate {
  /** Stable key: names the template's random stream. */
  readonly key: string;
  /** The child category. */
  readonly leaf: number;
  readonly brands: readonly Localized[];
  /** The item; may be empty when the variant names the item ("Spinach"). */
  readonly item: Localized;
  readonly variants?: readonly Localized[];
  readonly sizes?: readonly SizeSpec[];
  /** Name patterns per language; defaults in `defaultPatterns`. */
  readonly pattern?: Partial<Record<LanguageCode, string>>;
  readonly axis: SkuAxisName;
  /** Rupiah, for the first size and the first SKU option. */
  readonly price: number;
  readonly unit: UnitName;
  readonly composition: Localized;
  readonly shelfLife: readonly [number, ShelfLifeUnit] | null;
  /** Length, width, height in mm for the first size. */
  readonly dims: readonly [number, number, number];
  /** Net grams when the size is not a weight or volume (pieces, sheets, devices). */
  readonly weightG?: number;
  readonly shape: PackShape;
  /** Colours of the pack (#rrggbb), picked per product; else drawn from the category colour. */
  readonly palette?: readonly string[];
  /** Sold only in these countries; absent means all three. */
  readonly countries?: readonly CountryCode[];
}

/** Item then variant in English and Indonesian; variant then item in Chinese ("原味炒面"). */
export const defaultPatterns: Readonly<Record<LanguageCode, string>> = {
  en: '{brand} {item} {variant} {size}',
  id: '{brand} {item} {variant} {size}',
  'zh-CN': '{brand} {variant}{item} {size}',
};
/** English with the variant first: "Fuji Apples", "Garlic Peanuts". */
const EN_VI = '{brand} {variant} {item} {size}';
/** Indonesian with the item first, brand after: "Kopi Kapal Api Special Mix". */
const ID_ITEM_FIRST = '{item} {brand} {variant} {size}';

const g = (amount: number, count?: number, countUnit?: SizeSpec['countUnit']): SizeSpec => ({
  amount,
  unit: 'g',
  ...(count ? { count, countUnit } : {}),
});
const kg = (amount: number): SizeSpec => ({ amount, unit: 'kg' });
const ml = (amount: number, count?: number, countUnit?: SizeSpec['countUnit']): SizeSpec => ({
  amount,
  unit: 'ml',
  ...(count ? { count, countUnit } : {}),
});
const litre = (amount: number): SizeSpec => ({ amount, unit: 'l' });
const pcs = (amount: number, zh?: string): SizeSpec => ({ amount, unit: 'pcs', ...(zh ? { zh } : {}) });
const cm = (amount: number): SizeSpec => ({ amount, unit: 'cm' });

// Brands used in more than one template.
const PASAR_FRESH = L('Pasar Fresh', 'Pasar Fresh', '帕萨鲜选');
const PASAR_PANTRY = L('Pasar Pantry', 'Pasar Pantry', '帕萨食铺');
const PASAR_BASICS = L('Pasar Basics', 'Pasar Basics', '帕萨基础');
const PASAR_HOME = L('Pasar Home', 'Pasar Home', '帕萨家居');
const NESCAFE = L('Nescafé', 'Nescafé', '雀巢');
const DETTOL = L('Dettol', 'Dettol', '滴露');
const ANKER = L('Anker', 'Anker', '安克');
const BASEUS = L('Baseus', 'Baseus', '倍思');
const UGREEN = L('Ugreen', 'Ugreen', '绿联');
const XIAOMI = L('Xiaomi', 'Xiaomi', '小米');
const COLGATE = L('Colgate', 'Colgate', '高露洁');
const WARDAH = same('Wardah');
const JOHNSONS = L("Johnson's", "Johnson's", '强生');

const ORIGINAL = L('Original', 'Original', '原味');
const BLACK = L('Black', 'Hitam', '黑色');
const WHITE = L('White', 'Putih', '白色');
const NAVY = L('Navy', 'Navy', '藏青色');
const OLIVE = L('Olive', 'Olive', '橄榄绿');
const BEIGE = L('Beige', 'Krem', '米色');
const GREY = L('Grey', 'Abu-abu', '灰色');

const electronics = L(
  'PC + ABS shell, lithium-ion battery',
  'Casing PC + ABS, baterai lithium-ion',
  'PC+ABS外壳，锂离子电池',
);
const cotton = L('100% cotton', '100% katun', '100%纯棉');

// A word table, one template per few lines: formatted by hand.
// prettier-ignore
export const templates: readonly ItemTemplate[] = [
  // 101 Fruit
  {
    key: 'apples', leaf: 101, brands: [PASAR_FRESH], item: L('Apples', 'Apel', '苹果'),
    variants: [L('Fuji', 'Fuji', '富士'), L('Royal Gala', 'Royal Gala', '嘎啦'), L('Granny Smith', 'Granny Smith', '青')],
    pattern: { en: EN_VI }, axis: 'weights', price: 32_000, unit: 'bag',
    composition: L('Fresh apples', 'Apel segar', '新鲜苹果'), shelfLife: [14, 'day'], dims: [250, 180, 90], weightG: 500,
    shape: 'round', palette: ['#c62828', '#e53935', '#7cb342'],
  },
  {
    key: 'bananas', leaf: 101, brands: [same('Sunpride'), L('Dole', 'Dole', '都乐')], item: L('Bananas', 'Pisang', '香蕉'),
    variants: [L('Cavendish', 'Cavendish', '卡文迪什'), L('Lady Finger', 'Mas', '皇帝')],
    pattern: { en: EN_VI }, axis: 'weights', price: 18_000, unit: 'tray',
    composition: L('Fresh bananas', 'Pisang segar', '新鲜香蕉'), shelfLife: [5, 'day'], dims: [230, 150, 80], weightG: 500,
    shape: 'tray', palette: ['#fbc02d', '#f9a825'],
  },
  {
    key: 'kiwi', leaf: 101, brands: [L('Zespri', 'Zespri', '佳沛')], item: L('Kiwifruit', 'Kiwi', '奇异果'),
    variants: [L('Green', 'Hijau', '绿心'), L('SunGold', 'SunGold', '阳光金')], sizes: [pcs(6, '个'), pcs(12, '个')],
    pattern: { en: EN_VI }, axis: 'single', price: 45_000, unit: 'box',
    composition: L('Fresh kiwifruit', 'Kiwi segar', '新鲜奇异果'), shelfLife: [10, 'day'], dims: [200, 130, 70], weightG: 600,
    shape: 'round', palette: ['#689f38', '#f9a825'],
  },
  {
    key: 'grapes', leaf: 101, brands: [PASAR_FRESH], item: L('Seedless Grapes', 'Anggur Tanpa Biji', '无籽葡萄'),
    variants: [L('Red', 'Merah', '红'), L('Green', 'Hijau', '青'), L('Black', 'Hitam', '黑')], sizes: [g(500)],
    pattern: { en: EN_VI }, axis: 'single', price: 55_000, unit: 'tray',
    composition: L('Fresh grapes', 'Anggur segar', '新鲜葡萄'), shelfLife: [7, 'day'], dims: [200, 140, 80],
    shape: 'tray', palette: ['#8e24aa', '#7cb342', '#4a148c'],
  },
  // 102 Vegetables
  {
    key: 'greens', leaf: 102, brands: [L('Green Valley', 'Green Valley', '绿谷农场'), L('Highland Farm', 'Highland Farm', '高原农场')],
    item: L('', '', ''),
    variants: [L('Bok Choy', 'Pakcoy', '上海青'), L('Spinach', 'Bayam', '菠菜'), L('Kailan', 'Kailan', '芥兰'), L('Romaine Lettuce', 'Selada Romaine', '罗马生菜'), L('Water Spinach', 'Kangkung', '空心菜')],
    sizes: [g(250)], axis: 'single', price: 9_500, unit: 'pack',
    composition: L('Hydroponic leafy greens', 'Sayuran daun hidroponik', '水培叶菜'), shelfLife: [4, 'day'], dims: [300, 150, 60],
    shape: 'bag', palette: ['#43a047', '#2e7d32', '#7cb342'],
  },
  {
    key: 'roots', leaf: 102, brands: [PASAR_FRESH], item: L('', '', ''),
    variants: [L('Potatoes', 'Kentang', '土豆'), L('Carrots', 'Wortel', '胡萝卜'), L('Red Onions', 'Bawang Merah', '红葱头'), L('Garlic', 'Bawang Putih', '大蒜'), L('Tomatoes', 'Tomat', '番茄')],
    axis: 'weights', price: 14_000, unit: 'bag',
    composition: L('Fresh vegetables', 'Sayuran segar', '新鲜蔬菜'), shelfLife: [10, 'day'], dims: [250, 180, 80], weightG: 500,
    shape: 'bag', palette: ['#a1887f', '#ef6c00', '#ad1457', '#eeeeee', '#e53935'],
  },
  // 103 Meat & poultry
  {
    key: 'meat', leaf: 103, brands: [PASAR_FRESH, L('Farm Prime', 'Farm Prime', '农场优选')], item: L('', '', ''),
    variants: [L('Chicken Breast Fillet', 'Fillet Dada Ayam', '鸡胸肉'), L('Chicken Drumsticks', 'Paha Bawah Ayam', '鸡腿'), L('Beef Sirloin', 'Daging Has Luar', '西冷牛排'), L('Minced Beef', 'Daging Sapi Giling', '牛肉末'), L('Lamb Shoulder Cubes', 'Daging Kambing Potong', '羊肩肉块')],
    sizes: [g(500)], axis: 'single', price: 42_000, unit: 'tray',
    composition: L('Chilled halal meat', 'Daging halal dingin', '冷鲜清真肉'), shelfLife: [3, 'day'], dims: [220, 160, 50],
    shape: 'tray', palette: ['#c62828', '#ad1457', '#8d2a2a'],
  },
  // 104 Seafood
  {
    key: 'seafood', leaf: 104, brands: [PASAR_FRESH, L('Ocean Catch', 'Ocean Catch', '海之鲜')], item: L('', '', ''),
    variants: [L('Tiger Prawns', 'Udang Windu', '草虾'), L('Salmon Fillet', 'Fillet Salmon', '三文鱼排'), L('Red Snapper', 'Ikan Kakap Merah', '红鲷鱼'), L('Squid', 'Cumi-cumi', '鱿鱼'), L('Mackerel', 'Ikan Kembung', '鲭鱼')],
    sizes: [g(300), g(500)], axis: 'single', price: 48_000, unit: 'tray',
    composition: L('Fresh seafood on ice', 'Makanan laut segar dengan es', '冰鲜海产'), shelfLife: [2, 'day'], dims: [220, 160, 50],
    shape: 'tray', palette: ['#0277bd', '#ff7043', '#00838f'],
  },
  // 105 Eggs & tofu
  {
    key: 'eggs', leaf: 105, brands: [PASAR_FRESH, L('Golden Farm', 'Golden Farm', '金农')], item: L('Eggs', 'Telur', '鸡蛋'),
    variants: [L('Free-range', 'Ayam Kampung', '走地'), L('Omega-3', 'Omega-3', '欧米伽3'), L('Organic', 'Organik', '有机')],
    sizes: [pcs(10, '枚'), pcs(30, '枚')], pattern: { en: EN_VI }, axis: 'single', price: 28_000, unit: 'tray',
    composition: L('Chicken eggs', 'Telur ayam', '鸡蛋'), shelfLife: [21, 'day'], dims: [250, 110, 70], weightG: 600,
    shape: 'box', palette: ['#ffb74d', '#d7a86e'],
  },
  {
    key: 'tofu', leaf: 105, brands: [PASAR_FRESH], item: L('Tofu', 'Tahu', '豆腐'),
    variants: [L('Silken', 'Sutra', '嫩'), L('Firm', 'Putih', '老'), L('Egg', 'Telur', '日本')], sizes: [g(300)],
    pattern: { en: EN_VI }, axis: 'single', price: 7_500, unit: 'box',
    composition: L('Soybeans, water, coagulant', 'Kedelai, air, penggumpal', '大豆、水、凝固剂'), shelfLife: [5, 'day'], dims: [120, 100, 50],
    shape: 'box', palette: ['#f5f5dc', '#ffe082'],
  },
  {
    key: 'tempeh', leaf: 105, brands: [PASAR_FRESH], item: L('Tempeh', 'Tempe', '天贝'), sizes: [g(250), g(500)],
    axis: 'single', price: 6_000, unit: 'pack',
    composition: L('Fermented soybeans', 'Kedelai fermentasi', '发酵大豆'), shelfLife: [3, 'day'], dims: [180, 100, 30],
    shape: 'pouch', palette: ['#c8b273'],
  },

  // 201 Chips & crackers
  {
    key: 'potato-chips', leaf: 201, brands: [L("Lay's", "Lay's", '乐事'), same('Chitato'), L('Pringles', 'Pringles', '品客')],
    item: L('Potato Chips', 'Keripik Kentang', '薯片'),
    variants: [L('Classic', 'Original', '原味'), L('Barbecue', 'Sapi Panggang', '烧烤味'), L('Sour Cream & Onion', 'Krim Asam & Bawang', '酸奶洋葱味'), L('Seaweed', 'Rumput Laut', '海苔味')],
    sizes: [g(68), g(160)], axis: 'single', price: 11_000, unit: 'pack',
    composition: L('Potatoes, vegetable oil, seasoning', 'Kentang, minyak nabati, bumbu', '马铃薯、植物油、调味料'), shelfLife: [9, 'month'], dims: [200, 60, 280],
    shape: 'pouch', palette: ['#fbc02d', '#d32f2f', '#1e88e5', '#2e7d32'],
  },
  {
    key: 'prawn-crackers', leaf: 201, brands: [same('Finna'), L('Calbee', 'Calbee', '卡乐比')], item: L('Prawn Crackers', 'Kerupuk Udang', '虾片'),
    variants: [ORIGINAL, L('Spicy', 'Pedas', '香辣')], sizes: [g(100)], axis: 'single', price: 9_000, unit: 'pack',
    composition: L('Tapioca starch, prawns, salt', 'Tepung tapioka, udang, garam', '木薯淀粉、虾、盐'), shelfLife: [12, 'month'], dims: [180, 50, 250],
    shape: 'pouch', palette: ['#ff7043', '#f4511e'],
  },
  {
    key: 'cassava-chips', leaf: 201, brands: [same('Maicih'), same('Qtela')], item: L('Cassava Chips', 'Keripik Singkong', '木薯片'),
    variants: [ORIGINAL, L('Balado', 'Balado', '巴拉多辣'), L('Extra Spicy', 'Pedas Level 5', '特辣')], sizes: [g(180)],
    axis: 'single', price: 12_500, unit: 'pack',
    composition: L('Cassava, palm oil, chilli, salt', 'Singkong, minyak sawit, cabai, garam', '木薯、棕榈油、辣椒、盐'), shelfLife: [6, 'month'], dims: [190, 60, 260],
    shape: 'pouch', palette: ['#d84315', '#ffb300'],
  },
  // 202 Biscuits & wafers
  {
    key: 'oreo', leaf: 202, brands: [L('Oreo', 'Oreo', '奥利奥')], item: L('Sandwich Cookies', 'Biskuit Sandwich', '夹心饼干'),
    variants: [ORIGINAL, L('Strawberry Creme', 'Krim Stroberi', '草莓味'), L('Chocolate Creme', 'Krim Cokelat', '巧克力味')],
    sizes: [g(133), g(266)], axis: 'multipacks', price: 10_500, unit: 'pack',
    composition: L('Wheat flour, sugar, cocoa, vegetable oil', 'Tepung terigu, gula, kakao, minyak nabati', '小麦粉、白砂糖、可可粉、植物油'), shelfLife: [12, 'month'], dims: [160, 55, 55],
    shape: 'box', palette: ['#1a237e', '#283593'],
  },
  {
    key: 'khong-guan', leaf: 202, brands: [L('Khong Guan', 'Khong Guan', '康元')], item: L('Assorted Biscuits', 'Biskuit Kaleng Assorted', '什锦饼干'),
    sizes: [g(650), kg(1.6)], axis: 'single', price: 65_000, unit: 'can',
    composition: L('Wheat flour, sugar, butter, eggs', 'Tepung terigu, gula, mentega, telur', '小麦粉、白砂糖、黄油、鸡蛋'), shelfLife: [12, 'month'], dims: [230, 230, 90],
    shape: 'can', palette: ['#c62828', '#b71c1c'],
  },
  {
    key: 'wafer', leaf: 202, brands: [same('Tango'), same('Nabati')], item: L('Wafer', 'Wafer', '威化饼干'),
    variants: [L('Chocolate', 'Cokelat', '巧克力'), L('Vanilla Milk', 'Vanila Susu', '香草牛奶'), L('Cheese', 'Keju', '奶酪')],
    sizes: [g(130)], axis: 'multipacks', price: 8_000, unit: 'pack',
    composition: L('Wheat flour, sugar, vegetable fat, milk powder', 'Tepung terigu, gula, lemak nabati, susu bubuk', '小麦粉、白砂糖、植物油脂、奶粉'), shelfLife: [12, 'month'], dims: [180, 70, 40],
    shape: 'pouch', palette: ['#5d4037', '#fdd835', '#ffa000'],
  },
  // 203 Chocolate & sweets
  {
    key: 'chocolate-bar', leaf: 203, brands: [same('SilverQueen'), L('Cadbury', 'Cadbury', '吉百利'), L('Toblerone', 'Toblerone', '瑞士三角')],
    item: L('Chocolate Bar', 'Cokelat Batang', '巧克力'),
    variants: [L('Milk', 'Susu', '牛奶'), L('Cashew', 'Kacang Mete', '腰果'), L('Dark 70%', 'Dark 70%', '70%黑')],
    sizes: [g(58), g(100)], axis: 'multipacks', price: 16_500, unit: 'piece',
    composition: L('Sugar, cocoa butter, milk solids, cocoa mass', 'Gula, lemak kakao, padatan susu, massa kakao', '白砂糖、可可脂、乳固体、可可液块'), shelfLife: [12, 'month'], dims: [160, 75, 12],
    shape: 'box', palette: ['#6d4c41', '#4e342e', '#3e2723'],
  },
  {
    key: 'mentos', leaf: 203, brands: [L('Mentos', 'Mentos', '曼妥思')], item: L('Chewy Mints', 'Permen Kunyah', '嚼嚼糖'),
    variants: [L('Mint', 'Mint', '薄荷味'), L('Fruit', 'Buah', '水果味'), L('Grape', 'Anggur', '葡萄味')], sizes: [g(135)],
    axis: 'multipacks', price: 14_000, unit: 'jar',
    composition: L('Sugar, glucose syrup, flavouring', 'Gula, sirup glukosa, perisa', '白砂糖、葡萄糖浆、香精'), shelfLife: [18, 'month'], dims: [80, 80, 110],
    shape: 'jar', palette: ['#00897b', '#e53935', '#6a1b9a'],
  },
  {
    key: 'kopiko', leaf: 203, brands: [L('Kopiko', 'Kopiko', '可比可')], item: L('Coffee Candy', 'Permen Kopi', '咖啡糖'),
    sizes: [g(150), g(600)], axis: 'single', price: 9_500, unit: 'pack',
    composition: L('Sugar, glucose syrup, coffee extract', 'Gula, sirup glukosa, ekstrak kopi', '白砂糖、葡萄糖浆、咖啡提取物'), shelfLife: [24, 'month'], dims: [200, 40, 250],
    shape: 'pouch', palette: ['#4e342e'],
  },
  // 204 Nuts & dried snacks
  {
    key: 'peanuts', leaf: 204, brands: [same('Garuda'), L('Dua Kelinci', 'Dua Kelinci', '双兔')], item: L('Peanuts', 'Kacang', '花生'),
    variants: [L('Garlic', 'Bawang', '蒜香'), L('Coated', 'Atom', '鱼皮'), L('Roasted In-Shell', 'Kulit', '带壳烤')], sizes: [g(250)],
    pattern: { en: EN_VI }, axis: 'multipacks', price: 13_000, unit: 'pack',
    composition: L('Peanuts, salt, garlic, vegetable oil', 'Kacang tanah, garam, bawang putih, minyak nabati', '花生、盐、大蒜、植物油'), shelfLife: [10, 'month'], dims: [180, 60, 260],
    shape: 'pouch', palette: ['#c62828', '#ff8f00', '#8d6e63'],
  },
  {
    key: 'dried', leaf: 204, brands: [PASAR_PANTRY], item: L('', '', ''),
    variants: [L('Cashews', 'Kacang Mete', '腰果'), L('Almonds', 'Almond', '巴旦木'), L('Dried Mango', 'Mangga Kering', '芒果干'), L('Raisins', 'Kismis', '葡萄干'), L('Pistachios', 'Pistachio', '开心果')],
    sizes: [g(150), g(500)], axis: 'single', price: 35_000, unit: 'pouch',
    composition: L('Nuts or dried fruit, no added sugar', 'Kacang atau buah kering, tanpa tambahan gula', '坚果或果干，无添加糖'), shelfLife: [9, 'month'], dims: [150, 50, 220],
    shape: 'pouch', palette: ['#a1887f', '#ffb300', '#7cb342'],
  },

  // 301 Coffee
  {
    key: 'kapal-api', leaf: 301, brands: [same('Kapal Api')], item: L('Coffee', 'Kopi', '咖啡'),
    variants: [L('Special Mix', 'Special Mix', '特调'), L('Mocha', 'Mocha', '摩卡')], sizes: [g(25, 10, 'sachet'), g(25, 20, 'sachet')],
    pattern: { id: ID_ITEM_FIRST }, axis: 'single', price: 16_500, unit: 'pack',
    composition: L('Ground coffee, sugar', 'Kopi bubuk, gula', '咖啡粉、白砂糖'), shelfLife: [18, 'month'], dims: [200, 80, 250],
    shape: 'pouch', palette: ['#c62828', '#4e342e'],
  },
  {
    key: 'instant-coffee', leaf: 301, brands: [NESCAFE], item: L('Instant Coffee', 'Kopi Instan', '速溶咖啡'),
    variants: [L('Classic', 'Classic', '经典'), L('Gold', 'Gold', '金牌')], sizes: [g(100), g(200)], axis: 'single', price: 45_000, unit: 'jar',
    composition: L('100% coffee', '100% kopi', '100%咖啡'), shelfLife: [24, 'month'], dims: [80, 80, 130],
    shape: 'jar', palette: ['#b71c1c', '#4e342e'],
  },
  {
    key: 'three-in-one', leaf: 301, brands: [NESCAFE, L('Kopiko', 'Kopiko', '可比可'), same('Luwak White Koffie')],
    item: L('3-in-1 Coffee', 'Kopi 3in1', '三合一咖啡'), variants: [ORIGINAL, L('Less Sugar', 'Rendah Gula', '少糖')],
    sizes: [g(20, 10, 'sachet'), g(20, 30, 'sachet')], axis: 'single', price: 15_000, unit: 'pack',
    composition: L('Sugar, creamer, instant coffee', 'Gula, krimer, kopi instan', '白砂糖、植脂末、速溶咖啡'), shelfLife: [18, 'month'], dims: [220, 80, 240],
    shape: 'pouch', palette: ['#6d4c41', '#8d6e63', '#3e2723'],
  },
  {
    key: 'ground-coffee', leaf: 301, brands: [same('Excelso')], item: L('Ground Coffee', 'Kopi Bubuk', '研磨咖啡粉'),
    variants: [L('Toraja', 'Toraja', '托拉查'), L('Aceh Gayo', 'Aceh Gayo', '亚齐迦佑'), L('Java', 'Jawa', '爪哇')], sizes: [g(200)],
    axis: 'single', price: 62_000, unit: 'pouch',
    composition: L('100% arabica coffee', '100% kopi arabika', '100%阿拉比卡咖啡'), shelfLife: [12, 'month'], dims: [120, 70, 200],
    shape: 'pouch', palette: ['#3e2723', '#5d4037'],
  },
  // 302 Tea
  {
    key: 'tea-bags', leaf: 302, brands: [L('Lipton', 'Lipton', '立顿'), same('Sariwangi')], item: L('Tea Bags', 'Teh Celup', '袋泡茶'),
    variants: [L('Black Tea', 'Hitam', '红茶'), L('Jasmine', 'Melati', '茉莉花'), L('Green Tea', 'Hijau', '绿茶')],
    sizes: [g(2, 25), g(2, 50)], axis: 'single', price: 9_000, unit: 'box',
    composition: L('Tea leaves', 'Daun teh', '茶叶'), shelfLife: [24, 'month'], dims: [130, 70, 80],
    shape: 'box', palette: ['#fbc02d', '#2e7d32', '#c62828'],
  },
  {
    key: 'tea-drink', leaf: 302, brands: [L('Pokka', 'Pokka', '百佳'), L("Yeo's", "Yeo's", '杨协成')], item: L('Tea Drink', 'Minuman Teh', '饮料'),
    variants: [L('Jasmine Green', 'Hijau Melati', '茉莉绿茶'), L('Oolong', 'Oolong', '乌龙茶'), L('Chrysanthemum', 'Krisan', '菊花茶')],
    sizes: [ml(500), litre(1.5)], pattern: { en: EN_VI }, axis: 'bottles', price: 6_500, unit: 'bottle',
    composition: L('Water, tea extract, sugar', 'Air, ekstrak teh, gula', '水、茶提取物、白砂糖'), shelfLife: [9, 'month'], dims: [65, 65, 210],
    shape: 'bottle', palette: ['#2e7d32', '#ff8f00', '#fbc02d'],
  },
  // 303 Milk & dairy
  {
    key: 'uht-milk', leaf: 303, brands: [same('Ultra Milk'), L('Dutch Lady', 'Dutch Lady', '子母'), same('Greenfields')],
    item: L('UHT Milk', 'Susu UHT', '牛奶'),
    variants: [L('Full Cream', 'Full Cream', '全脂'), L('Low Fat', 'Rendah Lemak', '低脂'), L('Chocolate', 'Cokelat', '巧克力')],
    sizes: [litre(1), ml(200, 6, 'bottle')], axis: 'single', price: 19_500, unit: 'carton',
    composition: L('Fresh cow’s milk', 'Susu sapi segar', '生牛乳'), shelfLife: [9, 'month'], dims: [95, 60, 195],
    shape: 'carton', palette: ['#1565c0', '#42a5f5', '#6d4c41'],
  },
  {
    key: 'yakult', leaf: 303, brands: [L('Yakult', 'Yakult', '养乐多')], item: L('Cultured Milk Drink', 'Minuman Susu Fermentasi', '乳酸菌饮品'),
    variants: [ORIGINAL, L('Light', 'Light', '低糖')], sizes: [ml(65, 5, 'bottle')], axis: 'multipacks', price: 11_000, unit: 'pack',
    composition: L('Skimmed milk, sugar, Lactobacillus casei Shirota', 'Susu skim, gula, Lactobacillus casei Shirota', '脱脂乳、白砂糖、干酪乳杆菌代田株'), shelfLife: [40, 'day'], dims: [190, 40, 100],
    shape: 'bottle', palette: ['#e53935', '#1e88e5'],
  },
  {
    key: 'milo', leaf: 303, brands: [L('Milo', 'Milo', '美禄')], item: L('Chocolate Malt Powder', 'Susu Bubuk Cokelat Malt', '巧克力麦芽粉'),
    sizes: [g(400), kg(1)], axis: 'single', price: 42_000, unit: 'pouch',
    composition: L('Malt extract, milk powder, cocoa, sugar', 'Ekstrak malt, susu bubuk, kakao, gula', '麦芽提取物、奶粉、可可粉、白砂糖'), shelfLife: [18, 'month'], dims: [180, 80, 270],
    shape: 'pouch', palette: ['#2e7d32'],
  },
  // 304 Soft drinks
  {
    key: 'coca-cola', leaf: 304, brands: [L('Coca-Cola', 'Coca-Cola', '可口可乐')], item: L('', '', ''),
    variants: [ORIGINAL, L('Zero Sugar', 'Zero Sugar', '零度')], sizes: [ml(330), litre(1.5)], axis: 'cans', price: 6_000, unit: 'can',
    composition: L('Carbonated water, sugar, caramel colour, caffeine', 'Air berkarbonasi, gula, pewarna karamel, kafein', '碳酸水、白砂糖、焦糖色、咖啡因'), shelfLife: [9, 'month'], dims: [66, 66, 115],
    shape: 'can', palette: ['#d32f2f', '#212121'],
  },
  {
    key: 'fanta', leaf: 304, brands: [L('Fanta', 'Fanta', '芬达')], item: L('Soda', 'Minuman Soda', '汽水'),
    variants: [L('Orange', 'Jeruk', '橙味'), L('Strawberry', 'Stroberi', '草莓味'), L('Grape', 'Anggur', '葡萄味')], sizes: [ml(330)], axis: 'cans', price: 6_000, unit: 'can',
    composition: L('Carbonated water, sugar, flavouring', 'Air berkarbonasi, gula, perisa', '碳酸水、白砂糖、香精'), shelfLife: [9, 'month'], dims: [66, 66, 115],
    shape: 'can', palette: ['#ff6f00', '#e91e63', '#6a1b9a'],
  },
  {
    key: 'sprite', leaf: 304, brands: [L('Sprite', 'Sprite', '雪碧')], item: L('', '', ''),
    variants: [L('Lemon-Lime', 'Lemon-Lime', '柠檬味'), L('Zero Sugar', 'Zero Sugar', '零糖')], sizes: [ml(330), litre(1.5)], axis: 'cans', price: 6_000, unit: 'can',
    composition: L('Carbonated water, sugar, lemon and lime flavouring', 'Air berkarbonasi, gula, perisa lemon dan jeruk nipis', '碳酸水、白砂糖、柠檬青柠香精'), shelfLife: [9, 'month'], dims: [66, 66, 115],
    shape: 'can', palette: ['#43a047', '#2e7d32'],
  },
  {
    key: 'isotonic', leaf: 304, brands: [L('Pocari Sweat', 'Pocari Sweat', '宝矿力水特'), L('100PLUS', '100PLUS', '100PLUS')],
    item: L('Isotonic Drink', 'Minuman Isotonik', '电解质饮料'), sizes: [ml(500), ml(900)], axis: 'bottles', price: 7_500, unit: 'bottle',
    composition: L('Water, sugar, electrolytes', 'Air, gula, elektrolit', '水、白砂糖、电解质'), shelfLife: [12, 'month'], dims: [70, 70, 210],
    shape: 'bottle', palette: ['#1565c0', '#fbc02d'],
  },
  // 305 Water & juice
  {
    key: 'water', leaf: 305, brands: [same('Aqua'), same('Le Minerale'), L('Spritzer', 'Spritzer', '事必利')], item: L('Mineral Water', 'Air Mineral', '矿泉水'),
    sizes: [ml(600), litre(1.5)], axis: 'bottles', price: 3_500, unit: 'bottle',
    composition: L('Natural mineral water', 'Air mineral alami', '天然矿泉水'), shelfLife: [24, 'month'], dims: [65, 65, 220],
    shape: 'bottle', palette: ['#4fc3f7', '#0288d1'],
  },
  {
    key: 'juice', leaf: 305, brands: [same('Buavita'), same('Marigold')], item: L('Juice', 'Jus', '汁'),
    variants: [L('Orange', 'Jeruk', '橙'), L('Apple', 'Apel', '苹果'), L('Guava', 'Jambu', '番石榴'), L('Mango', 'Mangga', '芒果')],
    sizes: [litre(1)], pattern: { en: EN_VI }, axis: 'single', price: 24_000, unit: 'carton',
    composition: L('Fruit juice from concentrate', 'Jus buah dari konsentrat', '浓缩还原果汁'), shelfLife: [9, 'month'], dims: [95, 60, 195],
    shape: 'carton', palette: ['#ff9800', '#c0ca33', '#ec407a', '#ffb300'],
  },

  // 401 Rice & grains
  {
    key: 'rice', leaf: 401, brands: [PASAR_PANTRY, same('Topi Koki')], item: L('Rice', 'Beras', '大米'),
    variants: [L('Premium White', 'Premium Putih', '优质'), L('Jasmine', 'Wangi', '茉莉香'), L('Pandan', 'Pandan Wangi', '香兰')],
    sizes: [kg(5), kg(10)], axis: 'single', price: 78_000, unit: 'bag',
    composition: L('Milled rice', 'Beras giling', '精米'), shelfLife: [12, 'month'], dims: [400, 300, 90],
    shape: 'bag', palette: ['#8d6e63', '#43a047', '#1565c0'],
  },
  {
    key: 'oats', leaf: 401, brands: [L('Quaker', 'Quaker', '桂格')], item: L('Oats', 'Oat', '燕麦片'),
    variants: [L('Instant', 'Instan', '即食'), L('Rolled', 'Rolled', '传统')], sizes: [g(800)], axis: 'single', price: 52_000, unit: 'can',
    composition: L('100% whole-grain oats', '100% gandum utuh', '100%全谷物燕麦'), shelfLife: [12, 'month'], dims: [110, 110, 190],
    shape: 'can', palette: ['#1565c0', '#c62828'],
  },
  {
    key: 'flour', leaf: 401, brands: [same('Segitiga Biru'), same('Cakra Kembar')], item: L('Wheat Flour', 'Tepung Terigu', '面粉'),
    variants: [L('All-purpose', 'Serbaguna', '中筋'), L('Bread', 'Protein Tinggi', '高筋')], sizes: [kg(1)], pattern: { en: EN_VI },
    axis: 'single', price: 14_500, unit: 'pack',
    composition: L('Wheat flour, iron, zinc, vitamins', 'Tepung terigu, zat besi, seng, vitamin', '小麦粉、铁、锌、维生素'), shelfLife: [12, 'month'], dims: [200, 90, 260],
    shape: 'bag', palette: ['#1565c0', '#fbc02d'],
  },
  // 402 Instant noodles
  {
    key: 'indomie-goreng', leaf: 402, brands: [L('Indomie', 'Indomie', '营多')], item: L('Mi Goreng', 'Mi Goreng', '炒面'),
    variants: [ORIGINAL, L('Rendang', 'Rendang', '巴东牛肉味'), L('Hot & Spicy', 'Pedas', '香辣味'), L('Satay', 'Sate', '沙爹味')],
    sizes: [g(85)], axis: 'packs', price: 3_500, unit: 'pack',
    composition: L('Wheat flour, palm oil, seasoning', 'Tepung terigu, minyak sawit, bumbu', '小麦粉、棕榈油、调味料'), shelfLife: [8, 'month'], dims: [120, 100, 30],
    shape: 'pouch', palette: ['#fdd835', '#d32f2f', '#f57c00'],
  },
  {
    key: 'indomie-soup', leaf: 402, brands: [L('Indomie', 'Indomie', '营多')], item: L('Soup Noodles', 'Mi Kuah', '汤面'),
    variants: [L('Chicken Curry', 'Kari Ayam', '咖喱鸡味'), L('Chicken Onion', 'Ayam Bawang', '葱香鸡味'), L('Soto', 'Soto Mie', '索多汤味')],
    sizes: [g(72)], axis: 'packs', price: 3_200, unit: 'pack',
    composition: L('Wheat flour, palm oil, seasoning', 'Tepung terigu, minyak sawit, bumbu', '小麦粉、棕榈油、调味料'), shelfLife: [8, 'month'], dims: [120, 100, 30],
    shape: 'pouch', palette: ['#fbc02d', '#e53935'],
  },
  {
    key: 'mie-sedaap', leaf: 402, brands: [L('Mie Sedaap', 'Mie Sedaap', '喜达')], item: L('Mi Goreng', 'Mi Goreng', '炒面'),
    variants: [ORIGINAL, L('Korean Spicy', 'Korean Spicy', '韩式辣味')], sizes: [g(90)], axis: 'packs', price: 3_400, unit: 'pack',
    composition: L('Wheat flour, palm oil, seasoning', 'Tepung terigu, minyak sawit, bumbu', '小麦粉、棕榈油、调味料'), shelfLife: [8, 'month'], dims: [120, 100, 30],
    shape: 'pouch', palette: ['#2e7d32', '#d32f2f'],
  },
  {
    key: 'cup-noodles', leaf: 402, brands: [L('Nissin', 'Nissin', '日清')], item: L('Cup Noodles', 'Cup Noodles', '合味道杯面'),
    variants: [L('Seafood', 'Seafood', '海鲜味'), ORIGINAL, L('Curry', 'Kari', '咖喱味')], sizes: [g(75)], axis: 'packs', price: 9_500, unit: 'piece',
    composition: L('Wheat flour, palm oil, dried vegetables, seasoning', 'Tepung terigu, minyak sawit, sayuran kering, bumbu', '小麦粉、棕榈油、脱水蔬菜、调味料'), shelfLife: [6, 'month'], dims: [95, 95, 110],
    shape: 'cup', palette: ['#d32f2f', '#1565c0', '#f9a825'],
  },
  // 403 Cooking oil
  {
    key: 'cooking-oil', leaf: 403, brands: [same('Bimoli'), same('Filma'), L('Knife', 'Knife', '刀唛')], item: L('Cooking Oil', 'Minyak Goreng', '食用油'),
    variants: [L('Palm', 'Sawit', '棕榈'), L('Canola', 'Canola', '菜籽')], sizes: [litre(1), litre(2)], pattern: { en: EN_VI },
    axis: 'single', price: 19_500, unit: 'pouch',
    composition: L('Refined vegetable oil', 'Minyak nabati murni', '精炼植物油'), shelfLife: [18, 'month'], dims: [140, 80, 240],
    shape: 'bottle', palette: ['#fbc02d', '#ff8f00'],
  },
  {
    key: 'olive-oil', leaf: 403, brands: [L('Bertolli', 'Bertolli', '百多利')], item: L('Olive Oil', 'Minyak Zaitun', '橄榄油'),
    variants: [L('Extra Virgin', 'Extra Virgin', '特级初榨'), L('Classico', 'Classico', '经典')], sizes: [ml(500)], pattern: { en: EN_VI },
    axis: 'single', price: 98_000, unit: 'bottle',
    composition: L('Olive oil', 'Minyak zaitun', '橄榄油'), shelfLife: [18, 'month'], dims: [65, 65, 280],
    shape: 'bottle', palette: ['#558b2f', '#827717'],
  },
  // 404 Sauces & condiments
  {
    key: 'kecap', leaf: 404, brands: [same('Bango')], item: L('Sweet Soy Sauce', 'Kecap Manis', '甜酱油'),
    sizes: [ml(220), ml(520)], pattern: { id: ID_ITEM_FIRST }, axis: 'refills', price: 12_000, unit: 'bottle',
    composition: L('Black soybeans, palm sugar, salt', 'Kedelai hitam, gula kelapa, garam', '黑豆、椰糖、盐'), shelfLife: [18, 'month'], dims: [60, 60, 190],
    shape: 'bottle', palette: ['#3e2723'],
  },
  {
    key: 'sambal', leaf: 404, brands: [same('ABC')], item: L('Chilli Sauce', 'Sambal', '辣椒酱'),
    variants: [L('Original', 'Asli', '原味'), L('Extra Hot', 'Extra Pedas', '特辣')], sizes: [ml(335)], pattern: { id: ID_ITEM_FIRST },
    axis: 'single', price: 13_500, unit: 'bottle',
    composition: L('Chilli, sugar, garlic, vinegar', 'Cabai, gula, bawang putih, cuka', '辣椒、白砂糖、大蒜、醋'), shelfLife: [18, 'month'], dims: [65, 65, 200],
    shape: 'bottle', palette: ['#d32f2f', '#b71c1c'],
  },
  {
    key: 'oyster-sauce', leaf: 404, brands: [L('Lee Kum Kee', 'Lee Kum Kee', '李锦记')], item: L('Oyster Sauce', 'Saus Tiram', '蚝油'),
    variants: [L('Premium', 'Premium', '特级'), L('Panda Brand', 'Panda', '熊猫牌')], sizes: [ml(510)], axis: 'single', price: 38_000, unit: 'bottle',
    composition: L('Oyster extract, sugar, salt, starch', 'Ekstrak tiram, gula, garam, pati', '蚝汁、白砂糖、盐、淀粉'), shelfLife: [24, 'month'], dims: [70, 70, 200],
    shape: 'bottle', palette: ['#c62828', '#fbc02d'],
  },
  {
    key: 'stock-powder', leaf: 404, brands: [same('Masako'), same('Royco')], item: L('Stock Powder', 'Kaldu Bubuk', '调味粉'),
    variants: [L('Chicken', 'Ayam', '鸡肉'), L('Beef', 'Sapi', '牛肉')], sizes: [g(100)], pattern: { en: EN_VI },
    axis: 'multipacks', price: 5_500, unit: 'pack',
    composition: L('Salt, flavour enhancer, chicken or beef extract', 'Garam, penguat rasa, ekstrak ayam atau sapi', '盐、增味剂、鸡肉或牛肉提取物'), shelfLife: [18, 'month'], dims: [100, 20, 150],
    shape: 'pouch', palette: ['#fbc02d', '#c62828'],
  },

  // 501 Laundry
  {
    key: 'detergent', leaf: 501, brands: [same('Rinso'), L('Attack', 'Attack', '洁霸')], item: L('Liquid Detergent', 'Deterjen Cair', '洗衣液'),
    variants: [L('Anti Stain', 'Anti Noda', '去渍'), L('Rose Fresh', 'Mawar Segar', '玫瑰清香')], sizes: [ml(800), litre(1.6)],
    axis: 'refills', price: 24_500, unit: 'pouch',
    composition: L('Surfactants, enzymes, fragrance', 'Surfaktan, enzim, pewangi', '表面活性剂、酶、香精'), shelfLife: [3, 'year'], dims: [160, 80, 250],
    shape: 'bottle', palette: ['#1565c0', '#d81b60'],
  },
  {
    key: 'softener', leaf: 501, brands: [L('Downy', 'Downy', '当妮'), same('Molto')], item: L('Fabric Softener', 'Pelembut Pakaian', '衣物柔顺剂'),
    variants: [L('Sunrise Fresh', 'Sunrise Fresh', '清晨清新'), L('Floral Passion', 'Floral Passion', '花香')], sizes: [ml(900)],
    axis: 'refills', price: 27_000, unit: 'bottle',
    composition: L('Cationic softeners, fragrance', 'Pelembut kationik, pewangi', '阳离子柔顺剂、香精'), shelfLife: [3, 'year'], dims: [120, 80, 260],
    shape: 'bottle', palette: ['#ab47bc', '#26a69a'],
  },
  // 502 Cleaning
  {
    key: 'floor-cleaner', leaf: 502, brands: [same('Wipol'), same('SOS'), DETTOL], item: L('Floor Cleaner', 'Pembersih Lantai', '地板清洁剂'),
    variants: [L('Lemon', 'Lemon', '柠檬'), L('Pine', 'Cemara', '松木'), L('Lavender', 'Lavender', '薰衣草')], sizes: [ml(780)],
    pattern: { en: EN_VI }, axis: 'refills', price: 16_000, unit: 'pouch',
    composition: L('Surfactants, disinfectant, fragrance', 'Surfaktan, disinfektan, pewangi', '表面活性剂、消毒剂、香精'), shelfLife: [3, 'year'], dims: [150, 70, 250],
    shape: 'bottle', palette: ['#fdd835', '#2e7d32', '#7e57c2'],
  },
  {
    key: 'antiseptic', leaf: 502, brands: [DETTOL], item: L('Antiseptic Liquid', 'Cairan Antiseptik', '消毒液'),
    sizes: [ml(500), litre(1)], axis: 'single', price: 58_000, unit: 'bottle',
    composition: L('Chloroxylenol 4.8%', 'Kloroksilenol 4,8%', '氯二甲酚4.8%'), shelfLife: [3, 'year'], dims: [90, 60, 230],
    shape: 'bottle', palette: ['#2e7d32'],
  },
  {
    key: 'cream-cleaner', leaf: 502, brands: [L('Cif', 'Cif', '晶杰')], item: L('Cream Cleaner', 'Krim Pembersih', '多用途清洁乳'),
    variants: [L('Lemon', 'Lemon', '柠檬'), L('Original', 'Original', '经典')], sizes: [ml(500)], axis: 'single', price: 21_000, unit: 'bottle',
    composition: L('Surfactants, mineral micro-particles', 'Surfaktan, partikel mineral mikro', '表面活性剂、矿物微粒'), shelfLife: [3, 'year'], dims: [80, 55, 200],
    shape: 'bottle', palette: ['#fdd835', '#1e88e5'],
  },
  // 503 Tissue & paper
  {
    key: 'facial-tissue', leaf: 503, brands: [L('Vinda', 'Vinda', '维达'), same('Paseo'), same('Nice')], item: L('Facial Tissue', 'Tisu Wajah', '抽纸'),
    variants: [L('3-ply', '3 Ply', '3层'), L('2-ply', '2 Ply', '2层')], sizes: [{ amount: 100, unit: 'sheets' }, { amount: 200, unit: 'sheets' }],
    pattern: { 'zh-CN': '{brand}{item} {variant} {size}' }, axis: 'multipacks', price: 8_500, unit: 'pack',
    composition: L('100% virgin wood pulp', '100% pulp kayu murni', '100%原生木浆'), shelfLife: null, dims: [190, 110, 60], weightG: 120,
    shape: 'box', palette: ['#90caf9', '#f48fb1', '#a5d6a7'],
  },
  {
    key: 'toilet-roll', leaf: 503, brands: [L('Vinda', 'Vinda', '维达'), same('Paseo')], item: L('Toilet Roll', 'Tisu Toilet', '卷纸'),
    variants: [L('3-ply', '3 Ply', '3层'), L('4-ply', '4 Ply', '4层')], sizes: [{ amount: 10, unit: 'rolls' }],
    pattern: { 'zh-CN': '{brand}{item} {variant} {size}' }, axis: 'single', price: 32_000, unit: 'pack',
    composition: L('100% virgin wood pulp', '100% pulp kayu murni', '100%原生木浆'), shelfLife: null, dims: [400, 220, 110], weightG: 1_000,
    shape: 'bag', palette: ['#90caf9', '#ce93d8'],
  },
  {
    key: 'kitchen-towel', leaf: 503, brands: [same('Paseo'), same('Nice')], item: L('Kitchen Towel', 'Tisu Dapur', '厨房用纸'),
    sizes: [{ amount: 2, unit: 'rolls' }, { amount: 4, unit: 'rolls' }], pattern: { 'zh-CN': '{brand}{item} {size}' },
    axis: 'single', price: 18_000, unit: 'pack',
    composition: L('100% virgin wood pulp', '100% pulp kayu murni', '100%原生木浆'), shelfLife: null, dims: [230, 115, 230], weightG: 300,
    shape: 'bag', palette: ['#ffcc80'],
  },
  // 504 Dishwashing
  {
    key: 'dish-soap', leaf: 504, brands: [same('Sunlight'), L('Mama Lemon', 'Mama Lemon', '妈妈柠檬'), same('Joy')],
    item: L('Dishwashing Liquid', 'Sabun Cuci Piring', '洗洁精'),
    variants: [L('Lime', 'Jeruk Nipis', '青柠'), L('Green Tea', 'Teh Hijau', '绿茶')], sizes: [ml(750), litre(1.6)],
    axis: 'refills', price: 15_500, unit: 'pouch',
    composition: L('Surfactants, lime extract', 'Surfaktan, ekstrak jeruk nipis', '表面活性剂、青柠提取物'), shelfLife: [3, 'year'], dims: [90, 60, 230],
    shape: 'bottle', palette: ['#7cb342', '#fdd835'],
  },
  {
    key: 'sponge', leaf: 504, brands: [L('Scotch-Brite', 'Scotch-Brite', '思高')], item: L('Scrub Sponges', 'Spons Cuci Piring', '百洁布'),
    variants: [L('Heavy Duty', 'Heavy Duty', '强力'), L('Non-scratch', 'Anti Gores', '不伤锅')], sizes: [pcs(3, '片'), pcs(6, '片')],
    axis: 'single', price: 14_000, unit: 'pack',
    composition: L('Polyurethane foam, nylon scouring pad', 'Busa poliuretan, sabut nilon', '聚氨酯海绵、尼龙百洁层'), shelfLife: null, dims: [150, 100, 40], weightG: 40,
    shape: 'box', palette: ['#fbc02d', '#43a047'],
  },

  // 601 Bath & body
  {
    key: 'body-wash', leaf: 601, brands: [L('Lifebuoy', 'Lifebuoy', '卫宝'), L('Lux', 'Lux', '力士'), DETTOL], item: L('Body Wash', 'Sabun Mandi Cair', '沐浴露'),
    variants: [L('Antibacterial', 'Antibakteri', '抗菌'), L('Mild Care', 'Mild Care', '温和'), L('Lemon Fresh', 'Lemon Fresh', '柠檬清新')],
    sizes: [ml(450), ml(900)], axis: 'refills', price: 32_000, unit: 'bottle',
    composition: L('Water, sodium laureth sulfate, glycerin, fragrance', 'Air, sodium laureth sulfate, gliserin, pewangi', '水、月桂醇聚醚硫酸酯钠、甘油、香精'), shelfLife: [3, 'year'], dims: [80, 55, 220],
    shape: 'bottle', palette: ['#d32f2f', '#7b1fa2', '#2e7d32'],
  },
  {
    key: 'bar-soap', leaf: 601, brands: [L('Lifebuoy', 'Lifebuoy', '卫宝'), L('Lux', 'Lux', '力士')], item: L('Bar Soap', 'Sabun Mandi Batang', '香皂'),
    variants: [L('Classic', 'Klasik', '经典'), L('Soft Rose', 'Soft Rose', '玫瑰')], sizes: [g(110, 4, 'piece')], axis: 'single', price: 16_000, unit: 'pack',
    composition: L('Soap base, glycerin, fragrance', 'Basis sabun, gliserin, pewangi', '皂基、甘油、香精'), shelfLife: [3, 'year'], dims: [130, 90, 60],
    shape: 'box', palette: ['#d32f2f', '#ec407a'],
  },
  {
    key: 'deodorant', leaf: 601, brands: [L('Rexona', 'Rexona', '舒耐'), L('Nivea', 'Nivea', '妮维雅')], item: L('Roll-on Deodorant', 'Deodoran Roll On', '走珠止汗露'),
    variants: [L('Men Ice Cool', 'Men Ice Cool', '男士冰爽'), L('Women Shower Clean', 'Women Shower Clean', '女士清新')], sizes: [ml(45)],
    axis: 'multipacks', price: 19_500, unit: 'bottle',
    composition: L('Aluminium chlorohydrate, water, fragrance', 'Aluminium klorohidrat, air, pewangi', '氯化羟铝、水、香精'), shelfLife: [3, 'year'], dims: [45, 45, 105],
    shape: 'bottle', palette: ['#1565c0', '#ec407a'],
  },
  // 602 Hair care
  {
    key: 'shampoo', leaf: 602, brands: [L('Pantene', 'Pantene', '潘婷'), L('Sunsilk', 'Sunsilk', '夏士莲'), L('Clear', 'Clear', '清扬'), L('Head & Shoulders', 'Head & Shoulders', '海飞丝')],
    item: L('Shampoo', 'Sampo', '洗发水'),
    variants: [L('Anti-Dandruff', 'Anti Ketombe', '去屑'), L('Smooth & Silky', 'Lembut & Berkilau', '柔顺'), L('Hair Fall Control', 'Anti Rontok', '防脱')],
    sizes: [ml(170), ml(340)], axis: 'refills', price: 26_000, unit: 'bottle',
    composition: L('Water, sodium laureth sulfate, dimethicone, fragrance', 'Air, sodium laureth sulfate, dimetikon, pewangi', '水、月桂醇聚醚硫酸酯钠、聚二甲基硅氧烷、香精'), shelfLife: [3, 'year'], dims: [65, 45, 190],
    shape: 'bottle', palette: ['#fdd835', '#ec407a', '#1565c0', '#212121'],
  },
  {
    key: 'conditioner', leaf: 602, brands: [L('Pantene', 'Pantene', '潘婷'), L('Sunsilk', 'Sunsilk', '夏士莲')], item: L('Conditioner', 'Kondisioner', '护发素'),
    variants: [L('Smooth & Silky', 'Lembut & Berkilau', '柔顺'), L('Damage Repair', 'Perawatan Rusak', '修护')], sizes: [ml(160), ml(320)],
    axis: 'single', price: 27_000, unit: 'bottle',
    composition: L('Water, cetearyl alcohol, dimethicone', 'Air, cetearyl alcohol, dimetikon', '水、鲸蜡硬脂醇、聚二甲基硅氧烷'), shelfLife: [3, 'year'], dims: [65, 45, 190],
    shape: 'tube', palette: ['#fdd835', '#ab47bc'],
  },
  // 603 Oral care
  {
    key: 'toothpaste', leaf: 603, brands: [same('Pepsodent'), COLGATE, L('Sensodyne', 'Sensodyne', '舒适达')], item: L('Toothpaste', 'Pasta Gigi', '牙膏'),
    variants: [L('Whitening', 'Pemutih', '美白'), L('Cavity Protection', 'Perlindungan Gigi Berlubang', '防蛀'), L('Herbal', 'Herbal', '草本')],
    sizes: [g(120), g(190)], axis: 'multipacks', price: 12_500, unit: 'tube',
    composition: L('Calcium carbonate, sorbitol, sodium fluoride', 'Kalsium karbonat, sorbitol, natrium fluorida', '碳酸钙、山梨糖醇、氟化钠'), shelfLife: [3, 'year'], dims: [190, 45, 40],
    shape: 'tube', palette: ['#1e88e5', '#d32f2f', '#26a69a'],
  },
  {
    key: 'toothbrush', leaf: 603, brands: [COLGATE, same('Formula')], item: L('Toothbrush', 'Sikat Gigi', '牙刷'),
    variants: [L('Soft', 'Soft', '软毛'), L('Medium', 'Medium', '中毛')], sizes: [pcs(3, '支')], axis: 'single', price: 18_000, unit: 'pack',
    composition: L('Polypropylene handle, nylon bristles', 'Gagang polipropilena, bulu nilon', '聚丙烯刷柄、尼龙刷毛'), shelfLife: null, dims: [230, 80, 25], weightG: 45,
    shape: 'box', palette: ['#d32f2f', '#1e88e5'],
  },
  // 604 Skincare
  {
    key: 'facial-wash', leaf: 604, brands: [WARDAH, L('Garnier', 'Garnier', '卡尼尔'), L('Nivea', 'Nivea', '妮维雅')], item: L('Facial Wash', 'Sabun Cuci Muka', '洗面奶'),
    variants: [L('Brightening', 'Brightening', '亮白'), L('Acne Care', 'Acne Care', '祛痘'), L('Hydrating', 'Hydrating', '保湿')], sizes: [ml(100)],
    axis: 'multipacks', price: 28_000, unit: 'tube',
    composition: L('Water, glycerin, niacinamide, mild cleansers', 'Air, gliserin, niacinamide, pembersih lembut', '水、甘油、烟酰胺、温和清洁成分'), shelfLife: [3, 'year'], dims: [170, 50, 35],
    shape: 'tube', palette: ['#26a69a', '#43a047', '#1565c0'],
  },
  {
    key: 'sunscreen', leaf: 604, brands: [L('Biore', 'Biore', '碧柔'), WARDAH], item: L('UV Sunscreen SPF 50', 'Sunscreen SPF 50', '防晒'),
    variants: [L('Aqua Gel', 'Aqua Gel', '凝露'), L('Milk', 'Milk', '乳')], sizes: [ml(50)],
    pattern: { 'zh-CN': '{brand} {item}{variant} SPF50 {size}' }, axis: 'single', price: 55_000, unit: 'tube',
    composition: L('Water, UV filters, alcohol, hyaluronic acid', 'Air, filter UV, alkohol, asam hialuronat', '水、防晒剂、酒精、透明质酸'), shelfLife: [3, 'year'], dims: [130, 45, 30],
    shape: 'tube', palette: ['#0288d1', '#ffb300'],
  },

  // 701 Diapers
  {
    key: 'diaper-pants', leaf: 701, brands: [L('Pampers', 'Pampers', '帮宝适'), L('MamyPoko', 'MamyPoko', '妈咪宝贝'), L('Huggies', 'Huggies', '好奇')],
    item: L('Diaper Pants', 'Popok Celana', '拉拉裤'),
    variants: [L('Size M', 'M', 'M码'), L('Size L', 'L', 'L码'), L('Size XL', 'XL', 'XL码')], sizes: [pcs(34, '片'), pcs(52, '片')],
    axis: 'multipacks', price: 89_000, unit: 'pack',
    composition: L('Absorbent pulp, superabsorbent polymer, nonwoven fabric', 'Pulp penyerap, polimer superabsorben, kain nonwoven', '吸水木浆、高分子吸水树脂、无纺布'), shelfLife: [3, 'year'], dims: [380, 170, 240], weightG: 1_200,
    shape: 'bag', palette: ['#26a69a', '#ec407a', '#1e88e5'],
  },
  {
    key: 'tape-diapers', leaf: 701, brands: [L('Merries', 'Merries', '妙而舒'), L('Pampers', 'Pampers', '帮宝适')], item: L('Tape Diapers', 'Popok Perekat', '纸尿裤'),
    variants: [L('Newborn', 'NB', 'NB码'), L('Size S', 'S', 'S码')], sizes: [pcs(52, '片')], axis: 'multipacks', price: 115_000, unit: 'pack',
    composition: L('Absorbent pulp, superabsorbent polymer, nonwoven fabric', 'Pulp penyerap, polimer superabsorben, kain nonwoven', '吸水木浆、高分子吸水树脂、无纺布'), shelfLife: [3, 'year'], dims: [360, 160, 220], weightG: 1_300,
    shape: 'bag', palette: ['#81d4fa', '#80cbc4'],
  },
  // 702 Formula & baby food
  {
    key: 'formula', leaf: 702, brands: [same('SGM'), L('Dumex', 'Dumex', '多美滋'), same('Enfagrow')], item: L('Growing-up Milk', 'Susu Pertumbuhan', '成长奶粉'),
    variants: [L('Stage 3 (1–3 years)', 'Tahap 3 (1–3 tahun)', '3段'), L('Stage 4 (3–6 years)', 'Tahap 4 (3–6 tahun)', '4段')], sizes: [g(900)],
    axis: 'single', price: 165_000, unit: 'can',
    composition: L('Skimmed milk powder, vegetable oils, DHA, vitamins and minerals', 'Susu skim bubuk, minyak nabati, DHA, vitamin dan mineral', '脱脂奶粉、植物油、DHA、维生素和矿物质'), shelfLife: [18, 'month'], dims: [130, 130, 180],
    shape: 'can', palette: ['#1565c0', '#fbc02d', '#7b1fa2'],
  },
  {
    key: 'baby-cereal', leaf: 702, brands: [L('Cerelac', 'Cerelac', '雀巢')], item: L('Baby Cereal', 'Bubur Bayi', '婴儿米粉'),
    variants: [L('Brown Rice', 'Beras Merah', '红米'), L('Banana', 'Pisang', '香蕉'), L('Green Bean', 'Kacang Hijau', '绿豆')], sizes: [g(120)],
    axis: 'multipacks', price: 24_000, unit: 'box',
    composition: L('Rice flour, milk powder, vitamins, iron', 'Tepung beras, susu bubuk, vitamin, zat besi', '大米粉、奶粉、维生素、铁'), shelfLife: [12, 'month'], dims: [140, 60, 190],
    shape: 'box', palette: ['#ffb300', '#fdd835', '#7cb342'],
  },
  // 703 Baby care
  {
    key: 'baby-bath', leaf: 703, brands: [JOHNSONS, same('Cussons Kids'), same('Zwitsal')], item: L('Baby Bath', 'Sabun Mandi Bayi', '婴儿沐浴露'),
    variants: [L('Milk & Rice', 'Milk & Rice', '牛奶大米'), L('Lavender', 'Lavender', '薰衣草')], sizes: [ml(200), ml(500)],
    axis: 'single', price: 28_000, unit: 'bottle',
    composition: L('Water, mild surfactants, milk proteins', 'Air, surfaktan lembut, protein susu', '水、温和表面活性剂、牛奶蛋白'), shelfLife: [3, 'year'], dims: [70, 50, 170],
    shape: 'bottle', palette: ['#f8bbd0', '#b39ddb'],
  },
  {
    key: 'baby-wipes', leaf: 703, brands: [L('Pigeon', 'Pigeon', '贝亲'), same('Mitu')], item: L('Baby Wipes', 'Tisu Basah Bayi', '婴儿湿巾'),
    variants: [L('Fragrance-free', 'Tanpa Pewangi', '无香'), L('Aloe Vera', 'Lidah Buaya', '芦荟')], sizes: [{ amount: 80, unit: 'sheets', zh: '片' }],
    axis: 'multipacks', price: 19_000, unit: 'pack',
    composition: L('Purified water, nonwoven fabric, mild cleansers', 'Air murni, kain nonwoven, pembersih lembut', '纯水、无纺布、温和清洁成分'), shelfLife: [3, 'year'], dims: [200, 120, 70], weightG: 450,
    shape: 'pouch', palette: ['#81d4fa', '#a5d6a7'],
  },
  {
    key: 'baby-powder', leaf: 703, brands: [JOHNSONS], item: L('Baby Powder', 'Bedak Bayi', '婴儿爽身粉'),
    variants: [ORIGINAL, L('Milk + Rice', 'Milk + Rice', '牛奶大米')], sizes: [g(200)], axis: 'multipacks', price: 22_000, unit: 'bottle',
    composition: L('Corn starch, fragrance', 'Tepung jagung, pewangi', '玉米淀粉、香精'), shelfLife: [3, 'year'], dims: [75, 50, 160],
    shape: 'bottle', palette: ['#f8bbd0', '#fff59d'],
  },
  // 704 Toys
  {
    key: 'lego', leaf: 704, brands: [L('LEGO', 'LEGO', '乐高')], item: L('Building Set', 'Set Balok', '积木'),
    variants: [L('Classic Creative Bricks', 'Classic Creative Bricks', '经典创意'), L('City Fire Truck', 'City Mobil Pemadam', '城市消防车'), L('Friends Café', 'Friends Kafe', '好朋友咖啡馆')],
    axis: 'single', price: 459_000, unit: 'box',
    composition: L('ABS plastic', 'Plastik ABS', 'ABS塑料'), shelfLife: null, dims: [380, 260, 70], weightG: 900,
    shape: 'box', palette: ['#fbc02d', '#d32f2f', '#ec407a'],
  },
  {
    key: 'hot-wheels', leaf: 704, brands: [L('Hot Wheels', 'Hot Wheels', '风火轮')], item: L('Die-cast Cars', 'Mobil Die-cast', '合金小车'),
    variants: [L('City', 'City', '城市'), L('Race', 'Race', '竞速')], sizes: [pcs(5, '辆'), pcs(10, '辆')], axis: 'single', price: 129_000, unit: 'box',
    composition: L('Die-cast metal, plastic', 'Logam die-cast, plastik', '压铸合金、塑料'), shelfLife: null, dims: [280, 160, 40], weightG: 200,
    shape: 'box', palette: ['#1565c0', '#ff6f00'],
  },
  {
    key: 'play-doh', leaf: 704, brands: [L('Play-Doh', 'Play-Doh', '培乐多')], item: L('Modelling Dough', 'Plastisin', '彩泥'),
    variants: [L('Classic Colours', 'Warna Klasik', '经典色'), L('Neon', 'Neon', '荧光色')], sizes: [pcs(4, '罐'), pcs(10, '罐')],
    axis: 'single', price: 89_000, unit: 'pack',
    composition: L('Water, salt, flour', 'Air, garam, tepung', '水、盐、面粉'), shelfLife: [2, 'year'], dims: [200, 100, 80], weightG: 448,
    shape: 'jar', palette: ['#e53935', '#fdd835', '#1e88e5'],
  },

  // 801 Chargers & cables
  {
    key: 'charger', leaf: 801, brands: [ANKER, BASEUS, UGREEN], item: L('USB-C Fast Charger', 'Charger USB-C Fast Charging', 'USB-C快充充电器'),
    variants: [L('20W', '20W', '20W'), L('30W', '30W', '30W'), L('65W GaN', '65W GaN', '65W氮化镓')],
    pattern: { 'zh-CN': '{brand} {variant} {item}' }, axis: 'colours', price: 179_000, unit: 'piece',
    composition: electronics, shelfLife: null, dims: [40, 40, 30], weightG: 60,
    shape: 'device', palette: ['#263238', '#eceff1'],
  },
  {
    key: 'cable', leaf: 801, brands: [ANKER, UGREEN, BASEUS], item: L('USB-C to USB-C Cable', 'Kabel USB-C ke USB-C', 'USB-C双头数据线'),
    variants: [L('1 m', '1 m', '1米'), L('2 m', '2 m', '2米')], pattern: { 'zh-CN': '{brand} {item} {variant}' },
    axis: 'colours', price: 99_000, unit: 'piece',
    composition: L('Braided nylon, copper wire', 'Nilon anyam, kawat tembaga', '编织尼龙、铜线'), shelfLife: null, dims: [120, 90, 25], weightG: 40,
    shape: 'device', palette: ['#37474f', '#eceff1'],
  },
  {
    key: 'lightning', leaf: 801, brands: [ANKER, UGREEN], item: L('USB-C to Lightning Cable', 'Kabel USB-C ke Lightning', 'USB-C转Lightning数据线'),
    variants: [L('1 m', '1 m', '1米')], pattern: { 'zh-CN': '{brand} {item} {variant}' }, axis: 'colours', price: 149_000, unit: 'piece',
    composition: L('Braided nylon, copper wire', 'Nilon anyam, kawat tembaga', '编织尼龙、铜线'), shelfLife: null, dims: [120, 90, 25], weightG: 35,
    shape: 'device', palette: ['#eceff1'],
  },
  // 802 Audio
  {
    key: 'earbuds', leaf: 802, brands: [same('JBL'), L('Soundcore', 'Soundcore', '声阔'), XIAOMI], item: L('Wireless Earbuds', 'Earbuds Nirkabel', '无线耳机'),
    variants: [L('Noise Cancelling', 'Noise Cancelling', '降噪'), L('Sport', 'Sport', '运动')], axis: 'colours', price: 499_000, unit: 'box',
    composition: electronics, shelfLife: null, dims: [100, 80, 40], weightG: 55,
    shape: 'device', palette: ['#212121', '#eceff1', '#1e88e5'],
  },
  {
    key: 'speaker', leaf: 802, brands: [same('JBL'), L('Soundcore', 'Soundcore', '声阔')], item: L('Bluetooth Speaker', 'Speaker Bluetooth', '蓝牙音箱'),
    variants: [L('Mini', 'Mini', '迷你'), L('Waterproof', 'Tahan Air', '防水')], axis: 'colours', price: 649_000, unit: 'box',
    composition: electronics, shelfLife: null, dims: [180, 70, 70], weightG: 540,
    shape: 'device', palette: ['#1565c0', '#d32f2f', '#212121'],
  },
  {
    key: 'earphones', leaf: 802, brands: [XIAOMI, UGREEN], item: L('Wired Earphones', 'Earphone Kabel', '有线耳机'),
    variants: [L('3.5 mm', '3.5 mm', '3.5毫米'), L('USB-C', 'USB-C', 'USB-C')], pattern: { 'zh-CN': '{brand} {variant}{item}' },
    axis: 'colours', price: 89_000, unit: 'box',
    composition: L('TPE cable, ABS housing', 'Kabel TPE, casing ABS', 'TPE线材、ABS外壳'), shelfLife: null, dims: [100, 80, 25], weightG: 18,
    shape: 'device', palette: ['#212121', '#eceff1'],
  },
  // 803 Power banks
  {
    key: 'power-bank', leaf: 803, brands: [ANKER, BASEUS, XIAOMI], item: L('Power Bank', 'Power Bank', '充电宝'),
    variants: [L('Slim', 'Slim', '超薄'), L('22.5W Fast Charge', 'Fast Charging 22.5W', '22.5W快充')],
    sizes: [{ amount: 10000, unit: 'mah' }, { amount: 20000, unit: 'mah' }], axis: 'colours', price: 299_000, unit: 'piece',
    composition: electronics, shelfLife: null, dims: [140, 70, 16], weightG: 220,
    shape: 'device', palette: ['#263238', '#eceff1', '#1565c0'],
  },
  // 804 Phone cases & protection
  {
    key: 'phone-case', leaf: 804, brands: [same('Spigen'), PASAR_BASICS], item: L('Phone Case', 'Casing HP', '手机壳'),
    variants: [L('for iPhone 15', 'iPhone 15', 'iPhone 15'), L('for Galaxy S24', 'Galaxy S24', 'Galaxy S24'), L('for Redmi Note 13', 'Redmi Note 13', '红米Note 13')],
    pattern: { 'zh-CN': '{brand} {variant} {item}' }, axis: 'colours', price: 129_000, unit: 'piece',
    composition: L('TPU and polycarbonate', 'TPU dan polikarbonat', 'TPU与聚碳酸酯'), shelfLife: null, dims: [170, 90, 15], weightG: 35,
    shape: 'device', palette: ['#90a4ae', '#212121', '#1e88e5'],
  },
  {
    key: 'screen-protector', leaf: 804, brands: [same('Spigen'), PASAR_BASICS], item: L('Tempered Glass Screen Protector', 'Tempered Glass', '钢化膜'),
    variants: [L('for iPhone 15', 'iPhone 15', 'iPhone 15'), L('for Galaxy S24', 'Galaxy S24', 'Galaxy S24')], sizes: [pcs(2, '片')],
    pattern: { 'zh-CN': '{brand} {variant} {item} {size}' }, axis: 'single', price: 79_000, unit: 'box',
    composition: L('9H tempered glass', 'Kaca tempered 9H', '9H钢化玻璃'), shelfLife: null, dims: [180, 100, 10], weightG: 30,
    shape: 'box', palette: ['#607d8b'],
  },
  // 805 Computer accessories
  {
    key: 'mouse', leaf: 805, brands: [L('Logitech', 'Logitech', '罗技'), UGREEN], item: L('Wireless Mouse', 'Mouse Wireless', '无线鼠标'),
    variants: [L('Silent', 'Silent', '静音'), L('Ergonomic', 'Ergonomis', '人体工学')], pattern: { 'zh-CN': '{brand} {variant}{item}' },
    axis: 'colours', price: 159_000, unit: 'box',
    composition: L('ABS plastic, AA battery included', 'Plastik ABS, termasuk baterai AA', 'ABS塑料，附5号电池'), shelfLife: null, dims: [100, 60, 40], weightG: 75,
    shape: 'device', palette: ['#424242', '#eceff1', '#f48fb1'],
  },
  {
    key: 'keyboard', leaf: 805, brands: [L('Logitech', 'Logitech', '罗技')], item: L('Keyboard', 'Keyboard', '键盘'),
    variants: [L('Wireless', 'Wireless', '无线'), L('Bluetooth Multi-device', 'Bluetooth Multi-device', '蓝牙多设备')],
    axis: 'colours', price: 399_000, unit: 'box', pattern: { en: EN_VI },
    composition: L('ABS plastic', 'Plastik ABS', 'ABS塑料'), shelfLife: null, dims: [440, 140, 25], weightG: 500,
    shape: 'device', palette: ['#424242', '#eceff1'],
  },
  {
    key: 'usb-hub', leaf: 805, brands: [UGREEN, ANKER], item: L('USB-C Hub', 'USB-C Hub', 'USB-C扩展坞'),
    variants: [L('5-in-1', '5-in-1', '五合一'), L('7-in-1', '7-in-1', '七合一')], axis: 'single', price: 329_000, unit: 'box',
    composition: L('Aluminium alloy housing', 'Casing aluminium', '铝合金外壳'), shelfLife: null, dims: [115, 45, 15], weightG: 90,
    shape: 'device', palette: ['#78909c'],
  },

  // 901 Cookware
  {
    key: 'frying-pan', leaf: 901, brands: [L('Tefal', 'Tefal', '特福'), same('Maxim')], item: L('Non-stick Frying Pan', 'Wajan Anti Lengket', '不粘煎锅'),
    sizes: [cm(24), cm(28)], axis: 'single', price: 299_000, unit: 'piece',
    composition: L('Aluminium body, non-stick coating', 'Badan aluminium, lapisan anti lengket', '铝制锅身、不粘涂层'), shelfLife: null, dims: [450, 280, 60], weightG: 900,
    shape: 'box', palette: ['#424242', '#c62828'],
  },
  {
    key: 'wok', leaf: 901, brands: [same('Maxim'), PASAR_HOME], item: L('Wok', 'Wajan', '炒锅'),
    variants: [L('Carbon Steel', 'Baja Karbon', '碳钢'), L('Non-stick', 'Anti Lengket', '不粘')], sizes: [cm(32)], pattern: { en: EN_VI },
    axis: 'single', price: 249_000, unit: 'piece',
    composition: L('Carbon steel or aluminium', 'Baja karbon atau aluminium', '碳钢或铝'), shelfLife: null, dims: [520, 330, 110], weightG: 1_400,
    shape: 'box', palette: ['#37474f', '#6d4c41'],
  },
  {
    key: 'saucepan', leaf: 901, brands: [L('Tefal', 'Tefal', '特福'), PASAR_HOME], item: L('Saucepan with Lid', 'Panci dengan Tutup', '带盖汤锅'),
    sizes: [cm(18), cm(20)], axis: 'single', price: 219_000, unit: 'piece',
    composition: L('Stainless steel, tempered glass lid', 'Baja tahan karat, tutup kaca tempered', '不锈钢、钢化玻璃盖'), shelfLife: null, dims: [330, 200, 120], weightG: 1_100,
    shape: 'box', palette: ['#90a4ae'],
  },
  // 902 Tableware
  {
    key: 'plates', leaf: 902, brands: [L('Corelle', 'Corelle', '康宁'), PASAR_HOME], item: L('Dinner Plate', 'Piring Makan', '餐盘'),
    variants: [L('White', 'Putih', '纯白'), L('Blue Floral', 'Motif Bunga Biru', '蓝色花卉')], sizes: [cm(27)], pattern: { en: EN_VI },
    axis: 'multipacks', price: 89_000, unit: 'piece',
    composition: L('Tempered glass or porcelain', 'Kaca tempered atau porselen', '钢化玻璃或瓷'), shelfLife: null, dims: [270, 270, 25], weightG: 400,
    shape: 'round', palette: ['#eceff1', '#1565c0'],
  },
  {
    key: 'cutlery', leaf: 902, brands: [PASAR_HOME, L('IKEA', 'IKEA', '宜家')], item: L('Cutlery Set', 'Set Sendok Garpu', '餐具套装'),
    variants: [L('Stainless Steel', 'Stainless', '不锈钢'), L('Matte Black', 'Hitam Doff', '哑光黑')], sizes: [pcs(16, '件'), pcs(24, '件')],
    pattern: { en: EN_VI }, axis: 'single', price: 199_000, unit: 'set',
    composition: L('18/10 stainless steel', 'Baja tahan karat 18/10', '18/10不锈钢'), shelfLife: null, dims: [250, 180, 50], weightG: 1_200,
    shape: 'box', palette: ['#b0bec5', '#212121'],
  },
  {
    key: 'bowls', leaf: 902, brands: [PASAR_HOME], item: L('Rice Bowl', 'Mangkuk Nasi', '饭碗'),
    variants: [L('Ceramic', 'Keramik', '陶瓷'), L('Melamine', 'Melamin', '密胺')], sizes: [cm(12)], pattern: { en: EN_VI },
    axis: 'multipacks', price: 35_000, unit: 'piece',
    composition: L('Ceramic or melamine', 'Keramik atau melamin', '陶瓷或密胺'), shelfLife: null, dims: [120, 120, 65], weightG: 250,
    shape: 'round', palette: ['#eceff1', '#ffcc80'],
  },
  // 903 Food storage
  {
    key: 'container', leaf: 903, brands: [L('Lock&Lock', 'Lock&Lock', '乐扣乐扣'), L('Tupperware', 'Tupperware', '特百惠')], item: L('Food Container', 'Wadah Makanan', '保鲜盒'),
    variants: [L('Rectangular', 'Persegi', '长方形'), L('Round', 'Bulat', '圆形')], sizes: [litre(1), ml(500)], pattern: { en: EN_VI },
    axis: 'multipacks', price: 79_000, unit: 'piece',
    composition: L('BPA-free polypropylene, silicone seal', 'Polipropilena bebas BPA, segel silikon', '不含双酚A的聚丙烯、硅胶密封圈'), shelfLife: null, dims: [180, 130, 80], weightG: 200,
    shape: 'box', palette: ['#4fc3f7', '#aed581'],
  },
  {
    key: 'bottle', leaf: 903, brands: [L('Lock&Lock', 'Lock&Lock', '乐扣乐扣'), L('Tupperware', 'Tupperware', '特百惠')], item: L('Water Bottle', 'Botol Minum', '水杯'),
    variants: [L('Insulated', 'Insulated', '保温'), L('Sport', 'Sport', '运动')], sizes: [ml(500), ml(750)], pattern: { en: EN_VI },
    axis: 'colours', price: 149_000, unit: 'piece',
    composition: L('Stainless steel or Tritan', 'Baja tahan karat atau Tritan', '不锈钢或Tritan'), shelfLife: null, dims: [75, 75, 250], weightG: 300,
    shape: 'bottle', palette: ['#26a69a', '#ef5350', '#5c6bc0'],
  },
  // 904 Small appliances
  {
    key: 'rice-cooker', leaf: 904, brands: [L('Philips', 'Philips', '飞利浦'), same('Miyako'), XIAOMI], item: L('Rice Cooker', 'Rice Cooker', '电饭煲'),
    variants: [L('Digital', 'Digital', '智能'), L('Classic', 'Klasik', '经典')], sizes: [litre(1.8)], pattern: { en: EN_VI },
    axis: 'single', price: 459_000, unit: 'box',
    composition: L('Non-stick inner pot, 400 W heater', 'Panci dalam anti lengket, pemanas 400 W', '不粘内胆、400瓦加热器'), shelfLife: null, dims: [300, 260, 250], weightG: 2_600,
    shape: 'device', palette: ['#eceff1', '#c62828'],
  },
  {
    key: 'air-fryer', leaf: 904, brands: [L('Philips', 'Philips', '飞利浦'), XIAOMI], item: L('Air Fryer', 'Air Fryer', '空气炸锅'),
    variants: [L('Essential', 'Essential', '基础款'), L('XL Digital', 'XL Digital', '大容量智能')], sizes: [litre(4.1), litre(6.2)],
    axis: 'single', price: 1_299_000, unit: 'box',
    composition: L('1400 W heater, non-stick basket', 'Pemanas 1400 W, keranjang anti lengket', '1400瓦加热器、不粘炸篮'), shelfLife: null, dims: [380, 300, 330], weightG: 4_500,
    shape: 'device', palette: ['#212121', '#eceff1'],
  },
  {
    key: 'kettle', leaf: 904, brands: [L('Philips', 'Philips', '飞利浦'), same('Miyako')], item: L('Electric Kettle', 'Ketel Listrik', '电热水壶'),
    sizes: [litre(1.7)], axis: 'colours', price: 299_000, unit: 'box',
    composition: L('Stainless steel body, 1800 W', 'Badan baja tahan karat, 1800 W', '不锈钢壶身，1800瓦'), shelfLife: null, dims: [230, 160, 250], weightG: 1_100,
    shape: 'device', palette: ['#90a4ae'],
  },
  {
    key: 'blender', leaf: 904, brands: [L('Philips', 'Philips', '飞利浦'), same('Miyako')], item: L('Blender', 'Blender', '搅拌机'),
    variants: [L('2-speed', '2 Kecepatan', '双速'), L('Pro', 'Pro', '专业')], sizes: [litre(1.5)], pattern: { en: EN_VI },
    axis: 'single', price: 399_000, unit: 'box',
    composition: L('Glass jug, stainless steel blades, 600 W', 'Gelas kaca, pisau baja tahan karat, 600 W', '玻璃杯、不锈钢刀片，600瓦'), shelfLife: null, dims: [250, 200, 400], weightG: 2_800,
    shape: 'device', palette: ['#eceff1', '#212121'],
  },

  // 1001 Men's tops
  {
    key: 'mens-tee', leaf: 1001, brands: [PASAR_BASICS, same('Erigo'), same('3Second')], item: L("Men's Cotton T-Shirt", 'Kaos Katun Pria', '男士纯棉T恤'),
    variants: [BLACK, WHITE, NAVY, OLIVE], axis: 'clothing', price: 99_000, unit: 'piece',
    composition: cotton, shelfLife: null, dims: [300, 250, 20], weightG: 180,
    shape: 'garment', palette: ['#212121', '#eceff1', '#1a237e', '#556b2f'],
  },
  {
    key: 'mens-polo', leaf: 1001, brands: [PASAR_BASICS, same('Erigo')], item: L("Men's Polo Shirt", 'Kaos Polo Pria', '男士Polo衫'),
    variants: [NAVY, WHITE, GREY], axis: 'clothing', price: 149_000, unit: 'piece',
    composition: L('95% cotton, 5% spandex', '95% katun, 5% spandeks', '95%棉、5%氨纶'), shelfLife: null, dims: [300, 250, 25], weightG: 220,
    shape: 'garment', palette: ['#1a237e', '#eceff1', '#757575'],
  },
  // 1002 Women's wear
  {
    key: 'blouse', leaf: 1002, brands: [PASAR_BASICS, same('Cotton Ink')], item: L("Women's Blouse", 'Blus Wanita', '女士衬衫'),
    variants: [WHITE, BEIGE, L('Sage', 'Hijau Sage', '鼠尾草绿')], axis: 'clothing', price: 179_000, unit: 'piece',
    composition: L('Rayon', 'Rayon', '人造丝'), shelfLife: null, dims: [300, 250, 20], weightG: 160,
    shape: 'garment', palette: ['#eceff1', '#d7ccc8', '#9caf88'],
  },
  {
    key: 'skirt', leaf: 1002, brands: [PASAR_BASICS, same('Cotton Ink')], item: L("Women's Midi Skirt", 'Rok Midi Wanita', '女士中长半身裙'),
    variants: [BLACK, NAVY, BEIGE], axis: 'clothing', price: 199_000, unit: 'piece',
    composition: L('Polyester, lined', 'Poliester, dengan furing', '聚酯纤维，带内衬'), shelfLife: null, dims: [300, 250, 20], weightG: 250,
    shape: 'garment', palette: ['#212121', '#1a237e', '#d7ccc8'],
  },
  {
    key: 'hijab', leaf: 1002, brands: [same('Zoya'), PASAR_BASICS], item: L('Square Hijab', 'Hijab Segi Empat', '方形头巾'),
    variants: [L('Dusty Pink', 'Dusty Pink', '脏粉色'), L('Mocha', 'Mocha', '摩卡色'), BLACK], axis: 'single', price: 59_000, unit: 'piece',
    composition: L('Voile', 'Voal', '巴厘纱'), shelfLife: null, dims: [250, 200, 10], weightG: 90,
    shape: 'garment', palette: ['#d8a7b1', '#8d6e63', '#212121'],
  },
  // 1003 Shoes & sandals
  {
    key: 'sneakers', leaf: 1003, brands: [L('Converse', 'Converse', '匡威'), same('Ventela'), PASAR_BASICS], item: L('Canvas Sneakers', 'Sepatu Kanvas', '帆布鞋'),
    variants: [BLACK, WHITE, NAVY], axis: 'shoes', price: 349_000, unit: 'pair',
    composition: L('Canvas upper, rubber sole', 'Atasan kanvas, sol karet', '帆布鞋面、橡胶鞋底'), shelfLife: null, dims: [330, 210, 120], weightG: 800,
    shape: 'box', palette: ['#212121', '#eceff1', '#1a237e'],
  },
  {
    key: 'sandals', leaf: 1003, brands: [same('Swallow'), L('Havaianas', 'Havaianas', '哈瓦那')], item: L('Flip-flops', 'Sandal Jepit', '人字拖'),
    variants: [BLACK, L('Blue', 'Biru', '蓝色'), L('Green', 'Hijau', '绿色')], axis: 'shoes', price: 25_000, unit: 'pair',
    composition: L('Natural rubber', 'Karet alam', '天然橡胶'), shelfLife: null, dims: [280, 110, 40], weightG: 250,
    shape: 'bag', palette: ['#212121', '#1e88e5', '#43a047'],
  },
  {
    key: 'clogs', leaf: 1003, brands: [L('Crocs', 'Crocs', '卡骆驰')], item: L('Classic Clogs', 'Classic Clog', '经典洞洞鞋'),
    variants: [BLACK, WHITE, L('Pink', 'Merah Muda', '粉色')], axis: 'shoes', price: 699_000, unit: 'pair',
    composition: L('Croslite foam', 'Busa Croslite', 'Croslite泡沫'), shelfLife: null, dims: [300, 120, 100], weightG: 400,
    shape: 'bag', palette: ['#212121', '#eceff1', '#f48fb1'],
  },
  // 1004 Bags
  {
    key: 'backpack', leaf: 1004, brands: [same('Eiger'), same('Exsport'), PASAR_BASICS], item: L('Laptop Backpack', 'Tas Ransel Laptop', '电脑双肩包'),
    variants: [BLACK, GREY, NAVY], sizes: [{ amount: 20, unit: 'l' }, { amount: 28, unit: 'l' }], axis: 'single', price: 349_000, unit: 'piece',
    composition: L('Water-resistant polyester', 'Poliester tahan air', '防泼水聚酯纤维'), shelfLife: null, dims: [450, 300, 150], weightG: 700,
    shape: 'bag', palette: ['#212121', '#757575', '#1a237e'],
  },
  {
    key: 'tote', leaf: 1004, brands: [PASAR_BASICS], item: L('Canvas Tote Bag', 'Tote Bag Kanvas', '帆布托特包'),
    variants: [L('Natural', 'Natural', '原色'), BLACK, OLIVE], axis: 'single', price: 79_000, unit: 'piece',
    composition: L('12 oz cotton canvas', 'Kanvas katun 12 oz', '12盎司棉帆布'), shelfLife: null, dims: [400, 350, 10], weightG: 250,
    shape: 'bag', palette: ['#d7ccc8', '#212121', '#556b2f'],
  },
  {
    key: 'sling', leaf: 1004, brands: [same('Eiger'), same('Exsport')], item: L('Sling Bag', 'Tas Selempang', '斜挎包'),
    variants: [BLACK, L('Khaki', 'Khaki', '卡其色')], axis: 'single', price: 189_000, unit: 'piece',
    composition: L('Nylon', 'Nilon', '尼龙'), shelfLife: null, dims: [250, 180, 60], weightG: 300,
    shape: 'bag', palette: ['#212121', '#c3b091'],
  },
  // 1005 Accessories
  {
    key: 'watch', leaf: 1005, brands: [L('Casio', 'Casio', '卡西欧')], item: L('Digital Watch', 'Jam Tangan Digital', '电子手表'),
    variants: [L('F-91W', 'F-91W', 'F-91W'), L('A168 Gold', 'A168 Gold', 'A168金色'), L('W-218H', 'W-218H', 'W-218H')],
    pattern: { 'zh-CN': '{brand} {variant} {item}' }, axis: 'single', price: 329_000, unit: 'box',
    composition: L('Resin case, stainless steel back', 'Casing resin, tutup belakang baja tahan karat', '树脂表壳、不锈钢后盖'), shelfLife: null, dims: [100, 80, 70], weightG: 40,
    shape: 'device', palette: ['#212121', '#d4af37', '#37474f'],
  },
  {
    key: 'sunglasses', leaf: 1005, brands: [PASAR_BASICS, same('Polaroid')], item: L('Polarised Sunglasses', 'Kacamata Hitam Polarized', '偏光太阳镜'),
    variants: [L('Aviator', 'Aviator', '飞行员款'), L('Square', 'Kotak', '方框')], pattern: { en: EN_VI }, axis: 'single', price: 199_000, unit: 'piece',
    composition: L('TR90 frame, polarised lenses', 'Bingkai TR90, lensa polarized', 'TR90镜框、偏光镜片'), shelfLife: null, dims: [160, 60, 50], weightG: 30,
    shape: 'device', palette: ['#212121', '#8d6e63'],
  },
  {
    key: 'cap', leaf: 1005, brands: [PASAR_BASICS, same('Erigo')], item: L('Baseball Cap', 'Topi Baseball', '棒球帽'),
    variants: [BLACK, WHITE, NAVY, BEIGE], axis: 'single', price: 69_000, unit: 'piece',
    composition: cotton, shelfLife: null, dims: [250, 180, 120], weightG: 90,
    shape: 'garment', palette: ['#212121', '#eceff1', '#1a237e', '#d7ccc8'],
  },

  // 1101 Vitamins & supplements
  {
    key: 'vitamin-c', leaf: 1101, brands: [L('Redoxon', 'Redoxon', '力度伸'), same('Enervon-C'), L('Blackmores', 'Blackmores', '澳佳宝')], item: L('Vitamin C', 'Vitamin C', '维生素C'),
    variants: [L('1000 mg', '1000 mg', '1000毫克'), L('500 mg Chewable', '500 mg Kunyah', '500毫克咀嚼片')],
    sizes: [{ amount: 30, unit: 'tablets' }, { amount: 60, unit: 'tablets' }], pattern: { 'zh-CN': '{brand} {item} {variant} {size}' },
    axis: 'single', price: 45_000, unit: 'bottle',
    composition: L('Ascorbic acid, excipients', 'Asam askorbat, bahan tambahan', '抗坏血酸、辅料'), shelfLife: [2, 'year'], dims: [50, 50, 100], weightG: 80,
    shape: 'jar', palette: ['#ff9800', '#f57c00', '#2e7d32'],
  },
  {
    key: 'multivitamin', leaf: 1101, brands: [L('Blackmores', 'Blackmores', '澳佳宝'), L('Centrum', 'Centrum', '善存')], item: L('Multivitamin', 'Multivitamin', '复合维生素'),
    variants: [L('Adults', 'Dewasa', '成人'), L('Kids', 'Anak', '儿童')], sizes: [{ amount: 30, unit: 'tablets' }, { amount: 60, unit: 'tablets' }],
    axis: 'single', price: 139_000, unit: 'bottle',
    composition: L('Vitamins A, B, C, D, E, zinc, iron', 'Vitamin A, B, C, D, E, seng, zat besi', '维生素A、B、C、D、E，锌，铁'), shelfLife: [2, 'year'], dims: [55, 55, 110], weightG: 100,
    shape: 'jar', palette: ['#1565c0', '#c62828'],
  },
  {
    key: 'fish-oil', leaf: 1101, brands: [L('Blackmores', 'Blackmores', '澳佳宝'), same('Nature’s Way')], item: L('Fish Oil 1000 mg', 'Minyak Ikan 1000 mg', '鱼油1000毫克'),
    sizes: [{ amount: 60, unit: 'capsules' }, { amount: 200, unit: 'capsules' }], axis: 'single', price: 189_000, unit: 'bottle',
    composition: L('Fish oil, gelatin, glycerol', 'Minyak ikan, gelatin, gliserol', '鱼油、明胶、甘油'), shelfLife: [2, 'year'], dims: [60, 60, 120], weightG: 120,
    shape: 'jar', palette: ['#fbc02d', '#0277bd'],
  },
  // 1102 First aid
  {
    key: 'plasters', leaf: 1102, brands: [same('Hansaplast'), L('Band-Aid', 'Band-Aid', '邦迪')], item: L('Plasters', 'Plester', '创可贴'),
    variants: [L('Fabric', 'Kain', '布质'), L('Waterproof', 'Tahan Air', '防水')], sizes: [pcs(20, '片'), pcs(100, '片')], pattern: { en: EN_VI },
    axis: 'single', price: 12_000, unit: 'box',
    composition: L('Fabric or plastic strip, wound pad', 'Strip kain atau plastik, bantalan luka', '布质或塑料胶布、护创垫'), shelfLife: [3, 'year'], dims: [90, 70, 30], weightG: 30,
    shape: 'box', palette: ['#e53935', '#1e88e5'],
  },
  {
    key: 'betadine', leaf: 1102, brands: [L('Betadine', 'Betadine', '必妥碘')], item: L('Antiseptic Solution', 'Cairan Antiseptik', '碘伏消毒液'),
    sizes: [ml(30), ml(60)], axis: 'single', price: 21_000, unit: 'bottle',
    composition: L('Povidone-iodine 10%', 'Povidone-iodine 10%', '聚维酮碘10%'), shelfLife: [3, 'year'], dims: [40, 40, 95],
    shape: 'bottle', palette: ['#2e7d32'],
  },
  {
    key: 'patches', leaf: 1102, brands: [L('Salonpas', 'Salonpas', '撒隆巴斯')], item: L('Pain Relief Patches', 'Koyo', '镇痛膏药'),
    variants: [L('Original', 'Original', '经典'), L('Hot', 'Hot', '热感')], sizes: [pcs(10, '片'), pcs(20, '片')],
    axis: 'single', price: 15_000, unit: 'box',
    composition: L('Methyl salicylate, menthol, camphor', 'Metil salisilat, mentol, kamper', '水杨酸甲酯、薄荷醇、樟脑'), shelfLife: [3, 'year'], dims: [110, 80, 15], weightG: 40,
    shape: 'box', palette: ['#1565c0', '#e53935'],
  },
  // 1103 Medical devices
  {
    key: 'thermometer', leaf: 1103, brands: [L('Omron', 'Omron', '欧姆龙'), same('OneMed')], item: L('Digital Thermometer', 'Termometer Digital', '电子体温计'),
    variants: [L('Oral', 'Oral', '口腔式'), L('Infrared Forehead', 'Inframerah Dahi', '红外额温')], pattern: { en: EN_VI, 'zh-CN': '{brand} {variant}{item}' },
    axis: 'single', price: 59_000, unit: 'box',
    composition: electronics, shelfLife: null, dims: [150, 60, 30], weightG: 50,
    shape: 'device', palette: ['#1565c0', '#eceff1'],
  },
  {
    key: 'bp-monitor', leaf: 1103, brands: [L('Omron', 'Omron', '欧姆龙')], item: L('Blood Pressure Monitor', 'Tensimeter Digital', '电子血压计'),
    variants: [L('Upper Arm', 'Lengan Atas', '上臂式'), L('Wrist', 'Pergelangan Tangan', '腕式')], axis: 'single', price: 689_000, unit: 'box',
    composition: electronics, shelfLife: null, dims: [200, 150, 110], weightG: 400,
    shape: 'device', palette: ['#eceff1', '#1565c0'],
  },
  {
    key: 'oximeter', leaf: 1103, brands: [same('OneMed'), L('Yuwell', 'Yuwell', '鱼跃')], item: L('Pulse Oximeter', 'Oksimeter', '指夹式血氧仪'),
    axis: 'single', price: 189_000, unit: 'box',
    composition: electronics, shelfLife: null, dims: [110, 80, 50], weightG: 50,
    shape: 'device', palette: ['#eceff1', '#26a69a'],
  },
  // 1104 Masks & hygiene
  {
    key: 'masks', leaf: 1104, brands: [same('Sensi'), PASAR_BASICS], item: L('3-ply Face Masks', 'Masker 3 Ply', '三层口罩'),
    variants: [L('Blue', 'Biru', '蓝色'), L('Black', 'Hitam', '黑色'), L('White', 'Putih', '白色')], sizes: [pcs(50, '片')], pattern: { en: EN_VI },
    axis: 'multipacks', price: 25_000, unit: 'box',
    composition: L('Nonwoven polypropylene, melt-blown filter', 'Polipropilena nonwoven, filter melt-blown', '无纺聚丙烯、熔喷过滤层'), shelfLife: [3, 'year'], dims: [180, 95, 80], weightG: 150,
    shape: 'box', palette: ['#4fc3f7', '#212121', '#eceff1'],
  },
  {
    key: 'kn95', leaf: 1104, brands: [L('3M', '3M', '3M')], item: L('KN95 Respirators', 'Masker KN95', 'KN95口罩'), sizes: [pcs(10, '只'), pcs(25, '只')],
    axis: 'single', price: 65_000, unit: 'box',
    composition: L('Nonwoven polypropylene, melt-blown filter', 'Polipropilena nonwoven, filter melt-blown', '无纺聚丙烯、熔喷过滤层'), shelfLife: [3, 'year'], dims: [190, 110, 70], weightG: 60,
    shape: 'box', palette: ['#eceff1'],
  },
  {
    key: 'sanitizer', leaf: 1104, brands: [DETTOL, same('Antis')], item: L('Hand Sanitizer', 'Hand Sanitizer', '免洗洗手液'),
    variants: [L('Original', 'Original', '经典'), L('Aloe Vera', 'Lidah Buaya', '芦荟')], sizes: [ml(50), ml(200)], axis: 'multipacks', price: 18_000, unit: 'bottle',
    composition: L('70% ethanol, glycerin', 'Etanol 70%, gliserin', '70%乙醇、甘油'), shelfLife: [2, 'year'], dims: [50, 30, 120],
    shape: 'bottle', palette: ['#2e7d32', '#7cb342'],
  },

  // Country-only products: what each market expects and the others do not stock.
  {
    key: 'teh-botol', leaf: 302, countries: ['ID'], brands: [same('Teh Botol Sosro')], item: L('Jasmine Tea', 'Teh Melati', '茉莉花茶'),
    variants: [ORIGINAL, L('Less Sugar', 'Kurang Manis', '少糖')], sizes: [ml(450), ml(250, 6, 'bottle')], axis: 'single', price: 5_500, unit: 'bottle',
    composition: L('Water, jasmine tea, sugar', 'Air, teh melati, gula', '水、茉莉花茶、白砂糖'), shelfLife: [12, 'month'], dims: [65, 65, 200],
    shape: 'bottle', palette: ['#2e7d32'],
  },
  {
    key: 'batik', leaf: 1001, countries: ['ID'], brands: [same('Batik Keris'), same('Danar Hadi')], item: L("Men's Batik Shirt", 'Kemeja Batik Pria', '男士蜡染衬衫'),
    variants: [L('Parang', 'Parang', '巴朗纹'), L('Kawung', 'Kawung', '卡旺纹')], pattern: { en: EN_VI }, axis: 'clothing', price: 289_000, unit: 'piece',
    composition: cotton, shelfLife: null, dims: [320, 260, 30], weightG: 250,
    shape: 'garment', palette: ['#6d4c41', '#3e2723'],
  },
  {
    key: 'sambal-terasi', leaf: 404, countries: ['ID'], brands: [same('Finna')], item: L('Sambal', 'Sambal', '参巴辣椒酱'),
    variants: [L('Shrimp Paste', 'Terasi', '虾酱'), L('Garlic', 'Bawang', '蒜蓉')], sizes: [g(200)], pattern: { id: ID_ITEM_FIRST },
    axis: 'single', price: 22_000, unit: 'jar',
    composition: L('Chilli, shrimp paste, shallots, oil', 'Cabai, terasi, bawang merah, minyak', '辣椒、虾酱、红葱头、油'), shelfLife: [6, 'month'], dims: [70, 70, 90],
    shape: 'jar', palette: ['#c62828'],
  },
  {
    key: 'kaya', leaf: 404, countries: ['SG'], brands: [L('Ya Kun', 'Ya Kun', '亚坤')], item: L('Kaya Spread', 'Selai Kaya', '咖椰酱'),
    variants: [ORIGINAL, L('Pandan', 'Pandan', '班兰')], sizes: [g(280)], axis: 'multipacks', price: 45_000, unit: 'jar',
    composition: L('Coconut milk, eggs, sugar, pandan', 'Santan, telur, gula, pandan', '椰浆、鸡蛋、白砂糖、香兰叶'), shelfLife: [6, 'month'], dims: [75, 75, 95],
    shape: 'jar', palette: ['#8d6e63', '#43a047'],
  },
  {
    key: 'bak-kwa', leaf: 204, countries: ['SG'], brands: [L('Bee Cheng Hiang', 'Bee Cheng Hiang', '美珍香')], item: L('Chicken Bak Kwa', 'Bak Kwa Ayam', '鸡肉干'),
    variants: [ORIGINAL, L('Chilli', 'Pedas', '香辣')], sizes: [g(300)], pattern: { en: EN_VI }, axis: 'single', price: 160_000, unit: 'pack',
    composition: L('Chicken, sugar, soy sauce, spices', 'Daging ayam, gula, kecap asin, rempah', '鸡肉、白砂糖、酱油、香料'), shelfLife: [1, 'month'], dims: [230, 160, 30],
    shape: 'pouch', palette: ['#b71c1c'],
  },
  {
    key: 'laksa', leaf: 402, countries: ['SG'], brands: [L('Prima Taste', 'Prima Taste', '百胜厨')], item: L('Laksa La Mian', 'Laksa La Mian', '叻沙拉面'),
    sizes: [g(185, 4, 'pack')], axis: 'multipacks', price: 95_000, unit: 'box',
    composition: L('Wheat noodles, laksa paste, coconut milk powder', 'Mi gandum, bumbu laksa, santan bubuk', '小麦面条、叻沙酱、椰浆粉'), shelfLife: [12, 'month'], dims: [250, 180, 70],
    shape: 'box', palette: ['#e65100'],
  },
  {
    key: 'mamee', leaf: 201, countries: ['MY'], brands: [L('Mamee', 'Mamee', '妈咪')], item: L('Monster Noodle Snack', 'Snek Mi Monster', '怪兽点心面'),
    variants: [L('Chicken', 'Ayam', '鸡肉味'), L('BBQ', 'BBQ', '烧烤味')], sizes: [g(25, 8, 'pack')], axis: 'multipacks', price: 15_000, unit: 'pack',
    composition: L('Wheat flour, palm oil, seasoning', 'Tepung terigu, minyak sawit, bumbu', '小麦粉、棕榈油、调味料'), shelfLife: [9, 'month'], dims: [260, 200, 60],
    shape: 'pouch', palette: ['#fdd835', '#d32f2f'],
  },
  {
    key: 'boh', leaf: 302, countries: ['MY'], brands: [same('BOH')], item: L('Cameron Highlands Tea', 'Teh Cameron Highlands', '金马伦高原红茶'),
    sizes: [{ amount: 100, unit: 'bags' }], axis: 'multipacks', price: 38_000, unit: 'box',
    composition: L('Black tea leaves', 'Daun teh hitam', '红茶叶'), shelfLife: [24, 'month'], dims: [170, 110, 80], weightG: 200,
    shape: 'box', palette: ['#c62828'],
  },
  {
    key: 'white-coffee', leaf: 301, countries: ['MY'], brands: [L('OldTown', 'OldTown', '旧街场')], item: L('3-in-1 White Coffee', 'Kopi Putih 3in1', '三合一白咖啡'),
    variants: [L('Classic', 'Klasik', '经典'), L('Hazelnut', 'Hazelnut', '榛果')], sizes: [g(38, 15, 'sachet')], axis: 'multipacks', price: 48_000, unit: 'pack',
    composition: L('Sugar, creamer, instant white coffee', 'Gula, krimer, kopi putih instan', '白砂糖、植脂末、速溶白咖啡'), shelfLife: [18, 'month'], dims: [250, 90, 300],
    shape: 'pouch', palette: ['#5d4037', '#a1887f'],
  },
  {
    key: 'sardines', leaf: 104, countries: ['MY'], brands: [L('Ayam Brand', 'Ayam Brand', '雄鸡标')], item: L('Sardines in Tomato Sauce', 'Sardin Sos Tomato', '茄汁沙丁鱼'),
    sizes: [g(155), g(425)], axis: 'multipacks', price: 17_000, unit: 'can',
    composition: L('Sardines, tomato paste, salt', 'Ikan sardin, pasta tomat, garam', '沙丁鱼、番茄酱、盐'), shelfLife: [3, 'year'], dims: [75, 75, 40],
    shape: 'can', palette: ['#c62828'],
  },
];
