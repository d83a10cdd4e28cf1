import type { GlyphName } from '../../areas/catalogue';
import { L } from './text';
import type { Localized, SeedCategory } from './types';

/** Where the API serves a category's icon (drawn by art.ts). */
export function categoryIconUrl(id: number): string {
  return `/api/static/category-icons/${id}.svg`;
}

interface ChildDef {
  readonly name: Localized;
  readonly glyph: GlyphName;
  readonly about: Localized;
}
interface TopDef extends ChildDef {
  readonly id: number;
  readonly colour: string;
  /** How prices compare across countries (pricing.ts): local groceries or imported goods. */
  readonly pricing: 'local' | 'import';
  readonly children: readonly ChildDef[];
}

/** The category tree: 11 tops, 4 or 5 children each. Children are numbered top + 1, + 2, … */
export const categoryTree: readonly TopDef[] = [
  {
    id: 100,
    name: L('Fresh produce', 'Segar', '生鲜果蔬'),
    glyph: 'apple',
    colour: '#2e7d32',
    pricing: 'local',
    about: L(
      'Packed fresh and kept chilled until it reaches your door.',
      'Dikemas segar dan disimpan dingin sampai di depan pintumu.',
      '新鲜包装，全程冷链送到家。',
    ),
    children: [
      {
        name: L('Fruit', 'Buah', '水果'),
        glyph: 'cherry',
        about: L(
          'Picked ripe and sorted by hand.',
          'Dipetik matang dan disortir dengan tangan.',
          '成熟采摘，人工分拣。',
        ),
      },
      {
        name: L('Vegetables', 'Sayuran', '蔬菜'),
        glyph: 'carrot',
        about: L('Harvested the day before delivery.', 'Dipanen sehari sebelum dikirim.', '配送前一天采收。'),
      },
      {
        name: L('Meat & poultry', 'Daging & Unggas', '肉禽'),
        glyph: 'drumstick',
        about: L(
          'Halal certified, cut and packed in our chilled room.',
          'Bersertifikat halal, dipotong dan dikemas di ruang dingin kami.',
          '清真认证，在冷藏车间分切包装。',
        ),
      },
      {
        name: L('Seafood', 'Makanan Laut', '海鲜水产'),
        glyph: 'fish',
        about: L(
          'From the morning catch, cleaned and packed on ice.',
          'Dari tangkapan pagi, dibersihkan dan dikemas dengan es.',
          '清晨捕捞，清洗后冰鲜包装。',
        ),
      },
      {
        name: L('Eggs & tofu', 'Telur & Tahu', '蛋品豆制品'),
        glyph: 'egg',
        about: L(
          'Everyday protein for the family table.',
          'Protein harian untuk meja makan keluarga.',
          '家庭餐桌的日常蛋白质。',
        ),
      },
    ],
  },
  {
    id: 200,
    name: L('Snacks', 'Makanan Ringan', '休闲零食'),
    glyph: 'cookie',
    colour: '#ef6c00',
    pricing: 'local',
    about: L(
      'Good for sharing, or not.',
      'Enak untuk berbagi, atau dinikmati sendiri.',
      '适合分享，也适合独享。',
    ),
    children: [
      {
        name: L('Chips & crackers', 'Keripik & Kerupuk', '薯片膨化'),
        glyph: 'popcorn',
        about: L(
          'Crunchy, salty and sealed fresh.',
          'Renyah, gurih, dan tersegel rapat.',
          '香脆可口，密封保鲜。',
        ),
      },
      {
        name: L('Biscuits & wafers', 'Biskuit & Wafer', '饼干威化'),
        glyph: 'cookie',
        about: L('Tea-time favourites.', 'Teman minum teh favorit.', '下午茶的好搭档。'),
      },
      {
        name: L('Chocolate & sweets', 'Cokelat & Permen', '巧克力糖果'),
        glyph: 'candy',
        about: L('A little treat for every day.', 'Camilan manis untuk setiap hari.', '每天来点小甜蜜。'),
      },
      {
        name: L('Nuts & dried snacks', 'Kacang & Camilan Kering', '坚果肉干'),
        glyph: 'nut',
        about: L(
          'Roasted, dried and ready to snack.',
          'Dipanggang, dikeringkan, dan siap dinikmati.',
          '烘烤风干，开袋即食。',
        ),
      },
    ],
  },
  {
    id: 300,
    name: L('Beverages', 'Minuman', '酒水饮料'),
    glyph: 'cupSoda',
    colour: '#0277bd',
    pricing: 'local',
    // Decision: said of every drink below it, ground coffee and milk powder too, so nothing about serving
    // them chilled (a ground coffee's description read "serve chilled").
    about: L(
      'Restocked often, delivered to your door.',
      'Stok selalu baru, diantar sampai ke rumahmu.',
      '常备常新，送货上门。',
    ),
    children: [
      {
        name: L('Coffee', 'Kopi', '咖啡'),
        glyph: 'coffee',
        about: L(
          'From Indonesian and regional roasters.',
          'Dari pemanggang kopi Indonesia dan kawasan.',
          '来自印尼及周边的烘焙商。',
        ),
      },
      {
        name: L('Tea', 'Teh', '茶饮'),
        glyph: 'sprout',
        about: L('Hot or iced, any time of day.', 'Panas atau dingin, kapan saja.', '冷热皆宜，随时享用。'),
      },
      {
        name: L('Milk & dairy', 'Susu & Olahan Susu', '牛奶乳品'),
        glyph: 'milk',
        about: L('Calcium for growing families.', 'Kalsium untuk keluarga yang tumbuh.', '为全家补充钙质。'),
      },
      {
        name: L('Soft drinks', 'Minuman Ringan', '碳酸饮料'),
        glyph: 'cupSoda',
        about: L('Fizzy and refreshing.', 'Bersoda dan menyegarkan.', '清爽带气。'),
      },
      {
        name: L('Water & juice', 'Air Mineral & Jus', '饮用水果汁'),
        glyph: 'glassWater',
        about: L('Stay hydrated.', 'Jaga tubuh tetap terhidrasi.', '随时补充水分。'),
      },
    ],
  },
  {
    id: 400,
    name: L('Pantry staples', 'Bahan Pokok', '粮油调味'),
    glyph: 'wheat',
    colour: '#b7791f',
    pricing: 'local',
    about: L(
      'Kitchen basics at everyday prices.',
      'Kebutuhan dapur dengan harga sehari-hari.',
      '厨房必备，天天低价。',
    ),
    children: [
      {
        name: L('Rice & grains', 'Beras & Biji-bijian', '米面杂粮'),
        glyph: 'wheat',
        about: L('The staple of every meal.', 'Makanan pokok setiap hidangan.', '每一餐的主食。'),
      },
      {
        name: L('Instant noodles', 'Mi Instan', '方便面'),
        glyph: 'soup',
        about: L('Ready in three minutes.', 'Siap dalam tiga menit.', '三分钟即可享用。'),
      },
      {
        name: L('Cooking oil', 'Minyak Goreng', '食用油'),
        glyph: 'droplet',
        about: L(
          'For frying, sautéing and dressing.',
          'Untuk menggoreng, menumis, dan dressing.',
          '煎炒凉拌皆宜。',
        ),
      },
      {
        name: L('Sauces & condiments', 'Saus & Bumbu', '调味酱料'),
        glyph: 'flaskConical',
        about: L('The flavours of home cooking.', 'Cita rasa masakan rumahan.', '家常菜的好味道。'),
      },
    ],
  },
  {
    id: 500,
    name: L('Household', 'Kebutuhan Rumah', '家居清洁'),
    glyph: 'sprayCan',
    colour: '#00838f',
    pricing: 'local',
    about: L('Keeps the home clean and fresh.', 'Menjaga rumah tetap bersih dan segar.', '让家干净清新。'),
    children: [
      {
        name: L('Laundry', 'Perawatan Pakaian', '衣物洗护'),
        glyph: 'washingMachine',
        about: L(
          'For clean, soft and fresh-smelling clothes.',
          'Untuk pakaian bersih, lembut, dan wangi.',
          '衣物洁净柔软，清香持久。',
        ),
      },
      {
        name: L('Cleaning', 'Pembersih Rumah', '家居清洁剂'),
        glyph: 'sprayCan',
        about: L(
          'Floors, surfaces and bathrooms.',
          'Untuk lantai, permukaan, dan kamar mandi.',
          '地板、台面与卫浴清洁。',
        ),
      },
      {
        name: L('Tissue & paper', 'Tisu & Kertas', '纸巾纸品'),
        glyph: 'layers',
        about: L('Soft, strong and absorbent.', 'Lembut, kuat, dan menyerap.', '柔软、坚韧、吸水。'),
      },
      {
        name: L('Dishwashing', 'Cuci Piring', '餐具清洁'),
        glyph: 'droplets',
        about: L(
          'Cuts grease, gentle on hands.',
          'Mengangkat lemak, lembut di tangan.',
          '强效去油，温和护手。',
        ),
      },
    ],
  },
  {
    id: 600,
    name: L('Personal care', 'Perawatan Diri', '个人护理'),
    glyph: 'bath',
    colour: '#c2185b',
    pricing: 'local',
    about: L(
      'Daily care for the whole family.',
      'Perawatan harian untuk seluruh keluarga.',
      '全家人的日常护理。',
    ),
    children: [
      {
        name: L('Bath & body', 'Mandi & Tubuh', '沐浴身体护理'),
        glyph: 'showerHead',
        about: L('Cleanse and refresh.', 'Membersihkan dan menyegarkan.', '洁净清爽。'),
      },
      {
        name: L('Hair care', 'Perawatan Rambut', '洗发护发'),
        glyph: 'scissors',
        about: L('For every hair type.', 'Untuk semua jenis rambut.', '适合各种发质。'),
      },
      {
        name: L('Oral care', 'Perawatan Mulut', '口腔护理'),
        glyph: 'sparkles',
        about: L('Recommended by dentists.', 'Direkomendasikan dokter gigi.', '牙医推荐。'),
      },
      {
        name: L('Skincare', 'Perawatan Wajah', '面部护肤'),
        glyph: 'soapDispenserDroplet',
        about: L('Dermatologically tested.', 'Teruji secara dermatologis.', '经皮肤科测试。'),
      },
    ],
  },
  {
    id: 700,
    name: L('Baby & kids', 'Ibu & Anak', '母婴玩具'),
    glyph: 'baby',
    colour: '#7b1fa2',
    pricing: 'local',
    about: L('Gentle choices for little ones.', 'Pilihan lembut untuk si kecil.', '给宝宝的温柔之选。'),
    children: [
      {
        name: L('Diapers', 'Popok', '纸尿裤'),
        glyph: 'baby',
        about: L(
          'Dry and comfortable for up to 12 hours.',
          'Kering dan nyaman hingga 12 jam.',
          '长达12小时干爽舒适。',
        ),
      },
      {
        name: L('Formula & baby food', 'Susu Formula & MPASI', '奶粉辅食'),
        glyph: 'milk',
        about: L('Nutrition for every stage.', 'Nutrisi untuk setiap tahap.', '满足各阶段营养。'),
      },
      {
        name: L('Baby care', 'Perawatan Bayi', '婴儿洗护'),
        glyph: 'handHeart',
        about: L(
          'Mild formulas for delicate skin.',
          'Formula lembut untuk kulit sensitif.',
          '温和配方，呵护娇嫩肌肤。',
        ),
      },
      {
        name: L('Toys', 'Mainan', '玩具'),
        glyph: 'toyBrick',
        about: L('Play that builds skills.', 'Bermain sambil belajar.', '边玩边学。'),
      },
    ],
  },
  {
    id: 800,
    name: L('Electronics accessories', 'Aksesori Elektronik', '数码配件'),
    glyph: 'cable',
    colour: '#303f9f',
    pricing: 'import',
    about: L('Official warranty of 12 months.', 'Garansi resmi 12 bulan.', '官方保修12个月。'),
    children: [
      {
        name: L('Chargers & cables', 'Charger & Kabel', '充电器数据线'),
        glyph: 'cable',
        about: L('Fast and safe charging.', 'Pengisian cepat dan aman.', '快速安全充电。'),
      },
      {
        name: L('Audio', 'Audio', '耳机音箱'),
        glyph: 'headphones',
        about: L('Clear sound on the go.', 'Suara jernih di mana saja.', '随时随地，清晰音质。'),
      },
      {
        name: L('Power banks', 'Power Bank', '充电宝'),
        glyph: 'batteryCharging',
        about: L('Never run out of battery.', 'Baterai tidak pernah habis.', '电量不再焦虑。'),
      },
      {
        name: L('Phone cases & protection', 'Casing & Pelindung HP', '手机壳膜'),
        glyph: 'smartphone',
        about: L('Drop-tested protection.', 'Perlindungan yang teruji jatuh.', '经跌落测试的防护。'),
      },
      {
        name: L('Computer accessories', 'Aksesori Komputer', '电脑配件'),
        glyph: 'mouse',
        about: L('Work and play in comfort.', 'Bekerja dan bermain dengan nyaman.', '工作娱乐更舒适。'),
      },
    ],
  },
  {
    id: 900,
    name: L('Kitchen', 'Dapur', '厨房用品'),
    glyph: 'cookingPot',
    colour: '#6d4c41',
    pricing: 'import',
    about: L('Built for everyday cooking.', 'Dibuat untuk memasak sehari-hari.', '为日常烹饪而生。'),
    children: [
      {
        name: L('Cookware', 'Peralatan Masak', '锅具'),
        glyph: 'cookingPot',
        about: L('Even heat, easy to clean.', 'Panas merata, mudah dibersihkan.', '受热均匀，易于清洁。'),
      },
      {
        name: L('Tableware', 'Peralatan Makan', '餐具'),
        glyph: 'utensils',
        about: L('Dishwasher safe.', 'Aman untuk mesin cuci piring.', '可用洗碗机清洗。'),
      },
      {
        name: L('Food storage', 'Wadah Penyimpanan', '保鲜收纳'),
        glyph: 'package',
        about: L('Airtight and BPA free.', 'Kedap udara dan bebas BPA.', '密封不含双酚A。'),
      },
      {
        name: L('Small appliances', 'Elektronik Dapur', '厨房小电'),
        glyph: 'microwave',
        about: L('Two-year warranty.', 'Garansi dua tahun.', '保修两年。'),
      },
    ],
  },
  {
    id: 1000,
    name: L('Fashion', 'Fashion', '服饰鞋包'),
    glyph: 'shirt',
    colour: '#455a64',
    pricing: 'import',
    // Bags and accessories have no sizes: the exchange is of the item, not its size.
    about: L('Free exchange within 7 days.', 'Tukar gratis dalam 7 hari.', '7天内免费换货。'),
    children: [
      {
        name: L("Men's tops", 'Atasan Pria', '男装上衣'),
        glyph: 'shirt',
        about: L(
          'Everyday fits in breathable fabric.',
          'Potongan harian dari bahan yang adem.',
          '透气面料，日常百搭。',
        ),
      },
      {
        name: L("Women's wear", 'Pakaian Wanita', '女装'),
        glyph: 'shoppingBag',
        about: L(
          'Easy pieces for work and weekend.',
          'Pakaian praktis untuk kerja dan akhir pekan.',
          '通勤周末都好穿。',
        ),
      },
      {
        name: L('Shoes & sandals', 'Sepatu & Sandal', '鞋靴'),
        glyph: 'footprints',
        about: L('Comfort from the first step.', 'Nyaman sejak langkah pertama.', '第一步就舒适。'),
      },
      {
        name: L('Bags', 'Tas', '箱包'),
        glyph: 'backpack',
        about: L('Carry more, comfortably.', 'Bawa lebih banyak dengan nyaman.', '轻松装更多。'),
      },
      {
        name: L('Accessories', 'Aksesori', '配饰'),
        glyph: 'watch',
        about: L('The finishing touch.', 'Sentuhan akhir gayamu.', '点睛之笔。'),
      },
    ],
  },
  {
    id: 1100,
    name: L('Health', 'Kesehatan', '医疗保健'),
    glyph: 'heartPulse',
    colour: '#c62828',
    pricing: 'import',
    about: L(
      'Read the label before use; consult a doctor if symptoms persist.',
      'Baca aturan pakai; hubungi dokter bila gejala berlanjut.',
      '使用前请阅读说明，症状持续请就医。',
    ),
    children: [
      {
        name: L('Vitamins & supplements', 'Vitamin & Suplemen', '维生素保健品'),
        glyph: 'pill',
        about: L('Support for daily health.', 'Dukungan untuk kesehatan harian.', '日常健康好帮手。'),
      },
      {
        name: L('First aid', 'P3K', '家庭急救'),
        glyph: 'bandage',
        about: L('Every home should have one.', 'Wajib ada di setiap rumah.', '家家必备。'),
      },
      {
        name: L('Medical devices', 'Alat Kesehatan', '医疗器械'),
        glyph: 'thermometer',
        about: L('Accurate readings at home.', 'Pengukuran akurat di rumah.', '居家精准测量。'),
      },
      {
        name: L('Masks & hygiene', 'Masker & Kebersihan', '口罩卫生'),
        glyph: 'handHeart',
        about: L(
          'Protection for you and others.',
          'Perlindungan untukmu dan orang lain.',
          '保护自己，也保护他人。',
        ),
      },
    ],
  },
];

/** How each top category prices across countries (pricing.ts). */
export function pricingOf(topId: number): 'local' | 'import' {
  return categoryTree.find((top) => top.id === topId)?.pricing ?? 'local';
}

/** The tree flattened: each top followed by its children, in navigation order. */
export function buildCategories(): SeedCategory[] {
  const categories: SeedCategory[] = [];
  categoryTree.forEach((top, topIndex) => {
    categories.push({
      id: top.id,
      parentId: null,
      name: top.name,
      about: top.about,
      iconUrl: categoryIconUrl(top.id),
      glyph: top.glyph,
      colour: top.colour,
      sort: topIndex + 1,
    });
    top.children.forEach((child, childIndex) => {
      const id = top.id + childIndex + 1;
      categories.push({
        id,
        parentId: top.id,
        name: child.name,
        about: child.about,
        iconUrl: categoryIconUrl(id),
        glyph: child.glyph,
        colour: top.colour,
        sort: childIndex + 1,
      });
    });
  });
  return categories;
}
