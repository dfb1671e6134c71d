// Generates the demo shop's catalogue (fixtures/catalogue/catalogue.json): what a Persian
// WooCommerce database would hold. Deterministic: one seeded PRNG, fixed dates, no clock, so the
// file only changes when this script does. Run: npx vite-node scripts/gen-catalogue.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Attribute, AttributeSlug, AttributeTerm, Catalogue, Category, Product, Variation } from '../fixtures/catalogue/types';
import { wpSlug } from '../fixtures/catalogue/slug';

// mulberry32: small, fast, good enough for fixture data, identical on every machine.
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20250321);
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
/** Model numbers are written in Persian digits, as a Persian shop types them. */
const fa = (n: number) => String(n).replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'.charAt(Number(d)));
const chance = (p: number) => random() < p;
function pick<T>(list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
function sample<T>(list: readonly T[], n: number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (out.length < n && copy.length) out.push(...copy.splice(Math.floor(random() * copy.length), 1));
  return out;
}
/** Round to a price a shop would print: whole thousands, and whole ten-thousands above a million. */
function roundPrice(n: number): number {
  const step = n >= 1_000_000 ? 10_000 : 1_000;
  return Math.max(step, Math.round(n / step) * step);
}

// ---- Categories (term ids start where a fresh WordPress's would, after "Uncategorized") ----
interface CatSeed { name: string; children?: CatSeed[] }
const categoryTree: CatSeed[] = [
  { name: 'پوشاک', children: [
    { name: 'مردانه', children: [{ name: 'تی‌شرت' }, { name: 'پیراهن' }, { name: 'شلوار' }] },
    { name: 'زنانه', children: [{ name: 'مانتو' }, { name: 'شال و روسری' }] },
  ] },
  { name: 'کفش', children: [{ name: 'کفش ورزشی' }, { name: 'کفش رسمی' }] },
  { name: 'کالای دیجیتال', children: [{ name: 'موبایل' }, { name: 'لپ‌تاپ' }, { name: 'هدفون' }, { name: 'لوازم جانبی موبایل' }] },
  { name: 'خانه و آشپزخانه', children: [{ name: 'ظروف' }, { name: 'لوازم برقی آشپزخانه' }, { name: 'دکوراسیون' }] },
  { name: 'کتاب', children: [{ name: 'رمان' }, { name: 'کتاب کودک' }, { name: 'آموزشی' }] },
  { name: 'زیبایی و سلامت', children: [{ name: 'مراقبت پوست' }, { name: 'عطر' }] },
];
const categories: Category[] = [];
let termId = 15;
function addCategories(seeds: CatSeed[], parent: number): void {
  for (const seed of seeds) {
    let slug = wpSlug(seed.name);
    // WordPress refuses duplicate term slugs and appends a number; keep that rule.
    for (let n = 2; categories.some((c) => c.slug === slug); n++) slug = `${wpSlug(seed.name)}-${n}`;
    const cat: Category = { id: termId++, slug, name: seed.name, parent };
    categories.push(cat);
    if (seed.children) addCategories(seed.children, cat.id);
  }
}
addCategories(categoryTree, 0);
const cat = (name: string): Category => {
  const c = categories.find((x) => x.name === name);
  if (!c) throw new Error(`no category ${name}`);
  return c;
};
function withAncestors(c: Category): number[] {
  const ids = [c.id];
  let parent = categories.find((x) => x.id === c.parent);
  while (parent) {
    ids.push(parent.id);
    const next = parent.parent;
    parent = categories.find((x) => x.id === next);
  }
  return ids;
}

// ---- Attributes ----
let attrTermId = termId + 10;
function terms(list: Array<[string, string?]>): AttributeTerm[] {
  return list.map(([name, color]) => ({ id: attrTermId++, slug: wpSlug(name), name, ...(color ? { color } : {}) }));
}
const attributes: Attribute[] = [
  { id: 1, slug: 'pa_color', name: 'رنگ', terms: terms([
    ['مشکی', '#111111'], ['سفید', '#ffffff'], ['قرمز', '#d32f2f'], ['آبی', '#1e63c6'], ['سبز', '#2e7d32'],
    ['زرد', '#f9c80e'], ['طوسی', '#8d8d8d'], ['سرمه‌ای', '#1a2a5e'], ['صورتی', '#e75a8d'], ['قهوه‌ای', '#6d4c41'],
    ['کرم', '#efe3c8'], ['نقره‌ای', '#c0c4c8'],
  ]) },
  { id: 2, slug: 'pa_size', name: 'سایز', terms: terms([
    ['S'], ['M'], ['L'], ['XL'], ['XXL'], ['38'], ['39'], ['40'], ['41'], ['42'], ['43'], ['44'], ['45'],
  ]) },
  { id: 3, slug: 'pa_brand', name: 'برند', terms: terms([
    ['سامسونگ'], ['شیائومی'], ['اپل'], ['ایسوس'], ['لنوو'], ['سونی'], ['انکر'],
    ['پارسی‌پوش'], ['آوا'], ['نیلوفر'], ['کاریزما'], ['رهنورد'], ['گام'],
    ['پارس‌خزر'], ['چینی زرین'], ['مهرگان'], ['نشر چشمه'], ['نشر ققنوس'], ['نشر افق'], ['سینره'], ['بیول'], ['ژیوار'],
  ]) },
  { id: 4, slug: 'pa_material', name: 'جنس', terms: terms([
    ['نخ پنبه'], ['پلی‌استر'], ['کتان'], ['جین'], ['چرم'], ['پارچه کرپ'], ['سرامیک'], ['شیشه'], ['استیل'], ['چوب'], ['پلاستیک'], ['آلومینیوم'],
  ]) },
];
const attr = (slug: AttributeSlug): Attribute => {
  const a = attributes.find((x) => x.slug === slug);
  if (!a) throw new Error(slug);
  return a;
};
const termSlug = (slug: AttributeSlug, name: string): string => {
  const t = attr(slug).terms.find((x) => x.name === name);
  if (!t) throw new Error(`${slug} ${name}`);
  return t.slug;
};

// ---- Product families per leaf category ----
interface Family {
  category: string;
  prefix: string;
  names: string[];
  price: [number, number];
  brands: string[];
  materials?: string[];
  count: number;
  /** How variations are made, if the family has variable products. */
  vary?: { share: number; colors: string[]; sizes: string[]; colorOnly?: boolean };
  blurb: string;
}
const clothingColors = ['مشکی', 'سفید', 'قرمز', 'آبی', 'سبز', 'طوسی', 'سرمه‌ای', 'کرم'];
const letterSizes = ['S', 'M', 'L', 'XL', 'XXL'];
const shoeSizes = ['38', '39', '40', '41', '42', '43', '44', '45'];
const families: Family[] = [
  { category: 'تی‌شرت', prefix: 'TS', names: ['تی‌شرت نخی یقه گرد', 'تی‌شرت اسپرت', 'تی‌شرت آستین بلند', 'تی‌شرت طرح‌دار', 'تی‌شرت جودون'], price: [250_000, 900_000], brands: ['پارسی‌پوش', 'آوا', 'کاریزما'], materials: ['نخ پنبه', 'پلی‌استر'], count: 12, vary: { share: 0.75, colors: clothingColors, sizes: letterSizes }, blurb: 'تی‌شرت خنک و راحت برای استفاده روزمره، با دوخت محکم و رنگ ثابت.' },
  { category: 'پیراهن', prefix: 'SH', names: ['پیراهن چهارخانه', 'پیراهن رسمی', 'پیراهن کتان', 'پیراهن یقه دیپلمات'], price: [450_000, 1_600_000], brands: ['کاریزما', 'رهنورد', 'پارسی‌پوش'], materials: ['کتان', 'نخ پنبه'], count: 10, vary: { share: 0.6, colors: clothingColors, sizes: letterSizes }, blurb: 'پیراهن خوش‌دوخت مناسب محل کار و مهمانی.' },
  { category: 'شلوار', prefix: 'PT', names: ['شلوار جین راسته', 'شلوار کتان', 'شلوار اسلش', 'شلوار پارچه‌ای'], price: [550_000, 2_100_000], brands: ['کاریزما', 'رهنورد'], materials: ['جین', 'کتان', 'پلی‌استر'], count: 9, vary: { share: 0.6, colors: ['مشکی', 'آبی', 'سرمه‌ای', 'طوسی', 'کرم'], sizes: ['40', '42', '44'] }, blurb: 'شلوار با الگوی خوش‌فرم و پارچه بادوام.' },
  { category: 'مانتو', prefix: 'MN', names: ['مانتو کتی', 'مانتو جلوباز', 'مانتو تابستانی', 'مانتو کرپ'], price: [850_000, 3_600_000], brands: ['آوا', 'نیلوفر'], materials: ['پارچه کرپ', 'کتان'], count: 9, vary: { share: 0.6, colors: ['مشکی', 'کرم', 'سرمه‌ای', 'صورتی', 'سبز'], sizes: ['S', 'M', 'L', 'XL'] }, blurb: 'مانتو شیک با دوخت تمیز برای استفاده روزانه.' },
  { category: 'شال و روسری', prefix: 'SC', names: ['شال نخی', 'روسری ابریشمی', 'شال موهر', 'روسری طرح‌دار'], price: [150_000, 650_000], brands: ['نیلوفر', 'آوا'], materials: ['نخ پنبه', 'پلی‌استر'], count: 7, vary: { share: 0.3, colors: ['مشکی', 'کرم', 'صورتی', 'آبی', 'قهوه‌ای'], sizes: [], colorOnly: true }, blurb: 'شال و روسری سبک با رنگ‌های متنوع.' },
  { category: 'کفش ورزشی', prefix: 'SN', names: ['کفش پیاده‌روی', 'کفش دویدن', 'کتانی روزمره', 'کفش کوهنوردی سبک'], price: [1_200_000, 6_000_000], brands: ['گام', 'پارس‌خزر'], materials: ['چرم', 'پلی‌استر'], count: 9, vary: { share: 0.7, colors: ['مشکی', 'سفید', 'طوسی', 'سرمه‌ای'], sizes: shoeSizes }, blurb: 'کفی طبی و زیره انعطاف‌پذیر برای پیاده‌روی طولانی.' },
  { category: 'کفش رسمی', prefix: 'FS', names: ['کفش چرم مردانه', 'کفش کالج', 'کفش مجلسی'], price: [1_500_000, 7_000_000], brands: ['گام', 'مهرگان'], materials: ['چرم'], count: 6, vary: { share: 0.5, colors: ['مشکی', 'قهوه‌ای'], sizes: shoeSizes.slice(1, 7) }, blurb: 'کفش چرم طبیعی با دوخت دستی.' },
  { category: 'موبایل', prefix: 'MB', names: ['گوشی گلکسی A55', 'گوشی گلکسی S24', 'گوشی ردمی نوت 13', 'گوشی پوکو X6', 'گوشی آیفون 15', 'گوشی آیفون 13', 'گوشی گلکسی A15', 'گوشی ردمی 13C'], price: [8_000_000, 90_000_000], brands: ['سامسونگ', 'شیائومی', 'اپل'], count: 8, vary: { share: 0.5, colors: ['مشکی', 'آبی', 'سبز', 'نقره‌ای'], sizes: [], colorOnly: true }, blurb: 'گوشی هوشمند با گارانتی اصالت و سلامت فیزیکی کالا.' },
  { category: 'لپ‌تاپ', prefix: 'LP', names: ['لپ‌تاپ ویووبوک 15', 'لپ‌تاپ ایدیاپد 3', 'لپ‌تاپ مک‌بوک ایر M2', 'لپ‌تاپ تاف گیمینگ', 'لپ‌تاپ لژیون 5'], price: [25_000_000, 90_000_000], brands: ['ایسوس', 'لنوو', 'اپل'], materials: ['آلومینیوم', 'پلاستیک'], count: 5, blurb: 'لپ‌تاپ سبک و پرقدرت برای کار و تحصیل.' },
  { category: 'هدفون', prefix: 'HP', names: ['هدفون بی‌سیم', 'هندزفری بلوتوثی', 'هدفون گیمینگ', 'ایرباد نویزکنسلینگ'], price: [500_000, 12_000_000], brands: ['سونی', 'شیائومی', 'انکر', 'سامسونگ'], count: 8, vary: { share: 0.35, colors: ['مشکی', 'سفید', 'آبی'], sizes: [], colorOnly: true }, blurb: 'صدای شفاف و باتری با دوام برای یک روز کامل.' },
  { category: 'لوازم جانبی موبایل', prefix: 'AC', names: ['شارژر دیواری فست', 'کابل تایپ‌سی', 'پاوربانک ۲۰۰۰۰', 'قاب محافظ', 'محافظ صفحه', 'هولدر ماشین'], price: [50_000, 1_500_000], brands: ['انکر', 'شیائومی', 'سامسونگ'], materials: ['پلاستیک', 'آلومینیوم'], count: 10, blurb: 'لوازم جانبی اصل با ضمانت بازگشت کالا.' },
  { category: 'ظروف', prefix: 'DS', names: ['سرویس چینی ۱۲ نفره', 'ماگ سرامیکی', 'قابلمه استیل', 'ست بشقاب', 'لیوان دسته‌دار', 'تابه نچسب'], price: [150_000, 4_000_000], brands: ['چینی زرین', 'مهرگان'], materials: ['سرامیک', 'استیل', 'شیشه'], count: 9, blurb: 'ظروف باکیفیت و قابل شستشو در ماشین ظرف‌شویی.' },
  { category: 'لوازم برقی آشپزخانه', prefix: 'KA', names: ['چای‌ساز', 'سرخ‌کن بدون روغن', 'همزن برقی', 'قهوه‌ساز', 'آب‌میوه‌گیری', 'توستر'], price: [1_500_000, 30_000_000], brands: ['پارس‌خزر', 'سامسونگ'], materials: ['استیل', 'پلاستیک'], count: 8, blurb: 'لوازم برقی کم‌مصرف با گارانتی ۱۸ ماهه.' },
  { category: 'دکوراسیون', prefix: 'DC', names: ['گلدان سرامیکی', 'قاب عکس چوبی', 'آباژور رومیزی', 'ساعت دیواری', 'شمع معطر'], price: [100_000, 3_000_000], brands: ['مهرگان', 'چینی زرین'], materials: ['چوب', 'سرامیک', 'شیشه'], count: 8, blurb: 'جلوه‌ای تازه برای خانه شما.' },
  { category: 'رمان', prefix: 'NV', names: ['رمان سووشون', 'رمان بوف کور', 'رمان کلیدر', 'رمان جای خالی سلوچ', 'رمان چراغ‌ها را من خاموش می‌کنم', 'رمان شازده احتجاب'], price: [80_000, 450_000], brands: ['نشر چشمه', 'نشر ققنوس'], count: 8, blurb: 'از آثار ماندگار ادبیات فارسی.' },
  { category: 'کتاب کودک', prefix: 'KB', names: ['کتاب قصه‌های شب', 'کتاب رنگ‌آمیزی', 'کتاب شعر کودک', 'کتاب حیوانات'], price: [50_000, 250_000], brands: ['نشر افق'], count: 7, blurb: 'کتاب مصور برای کودکان با تصویرگری شاد.' },
  { category: 'آموزشی', prefix: 'ED', names: ['آموزش برنامه‌نویسی پایتون', 'آموزش زبان انگلیسی', 'آموزش عکاسی', 'کارت هدیه کتاب'], price: [120_000, 600_000], brands: ['نشر چشمه', 'نشر افق'], count: 7, blurb: 'آموزش گام‌به‌گام با مثال‌های کاربردی.' },
  { category: 'مراقبت پوست', prefix: 'SK', names: ['کرم مرطوب‌کننده', 'ضدآفتاب SPF50', 'سرم ویتامین C', 'ژل شستشوی صورت'], price: [150_000, 1_500_000], brands: ['سینره', 'بیول'], count: 8, blurb: 'مناسب انواع پوست، بدون پارابن.' },
  { category: 'عطر', prefix: 'PF', names: ['ادوپرفیوم مردانه', 'ادوپرفیوم زنانه', 'عطر جیبی', 'بادی اسپلش'], price: [800_000, 12_000_000], brands: ['ژیوار', 'بیول'], count: 6, blurb: 'رایحه ماندگار با ماندگاری بالا.' },
];

// ---- Products: ids are WordPress post ids, shared with variations (which are posts too) ----
const products: Product[] = [];
let postId = 101;
const dayMs = 86_400_000;
const firstDay = Date.UTC(2023, 6, 1); // two years of publishing, ending 2025-06-30
const spanDays = 730;
const usedNames = new Set<string>();

function stockState(): { stock: number | null; inStock: boolean } {
  const roll = random();
  if (roll < 0.07) return { stock: 0, inStock: false }; // managed and sold out
  if (roll < 0.1) return { stock: null, inStock: false }; // unmanaged, marked out of stock
  if (roll < 0.15) return { stock: between(1, 3), inStock: true }; // the last few
  if (roll < 0.65) return { stock: between(5, 80), inStock: true };
  return { stock: null, inStock: true };
}
function salePrice(regular: number, p: number): number | null {
  if (!chance(p)) return null;
  return roundPrice(regular * (0.7 + random() * 0.25));
}
function rating(): { rating: number; ratingCount: number } {
  if (chance(0.35)) return { rating: 0, ratingCount: 0 };
  const count = between(1, 240);
  // An average of whole-star reviews: a multiple of 1/count, printed with two decimals.
  const avg = Math.min(5, Math.max(1, 3 + random() * 2.2 - (count < 4 ? random() : 0)));
  return { rating: Math.round(avg * 100) / 100, ratingCount: count };
}

for (const family of families) {
  const leaf = cat(family.category);
  for (let i = 0; i < family.count; i++) {
    const base = family.names[i % family.names.length] ?? family.names[0] ?? '';
    const brand = pick(family.brands);
    let name = i < family.names.length ? `${base} ${brand}` : `${base} ${brand} مدل ${fa(between(100, 990))}`;
    while (usedNames.has(name)) name = `${base} مدل ${fa(between(100, 990))}`;
    usedNames.add(name);
    const id = postId++;
    const regular = roundPrice(family.price[0] + random() ** 1.6 * (family.price[1] - family.price[0]));
    const date = new Date(firstDay + between(0, spanDays - 1) * dayMs + between(8, 22) * 3_600_000 + between(0, 59) * 60_000).toISOString();
    const attrs: Product['attributes'] = { pa_brand: [termSlug('pa_brand', brand)] };
    if (family.materials) attrs.pa_material = [termSlug('pa_material', pick(family.materials))];
    const sku = `${family.prefix}-${id}`;
    const variable = family.vary !== undefined && chance(family.vary.share);
    const r = rating();
    const product: Product = {
      id, slug: wpSlug(name), name, sku, type: variable ? 'variable' : 'simple',
      categoryIds: withAncestors(leaf), attributes: attrs, variationAttributes: [],
      regularPrice: regular, salePrice: null, rating: r.rating, ratingCount: r.ratingCount,
      stock: null, inStock: true, soldIndividually: false, date, totalSales: between(0, 480),
      featured: chance(0.12), image: `/images/p-${id}.svg`,
      shortDescription: family.blurb, variations: [],
    };
    if (variable && family.vary) {
      const vary = family.vary;
      const colors = sample(vary.colors, between(2, Math.min(4, vary.colors.length)));
      const sizes = vary.colorOnly ? [] : sample(vary.sizes, between(2, Math.min(4, vary.sizes.length)))
        .sort((a, b) => vary.sizes.indexOf(a) - vary.sizes.indexOf(b));
      product.attributes.pa_color = colors.map((c) => termSlug('pa_color', c));
      product.variationAttributes = ['pa_color'];
      if (sizes.length) {
        product.attributes.pa_size = sizes.map((s) => termSlug('pa_size', s));
        product.variationAttributes.push('pa_size');
      }
      // One colour sold in "any size" (a single variation with an empty size), as shops do for
      // one-size stock; only on a few products so both shapes exist.
      const anySizeColor = sizes.length && chance(0.2) ? colors[colors.length - 1] : undefined;
      let n = 0;
      for (const color of colors) {
        const colorSlug = termSlug('pa_color', color);
        const colorIndex = attr('pa_color').terms.findIndex((t) => t.slug === colorSlug);
        const combos = anySizeColor === color ? [''] : sizes.length ? sizes : [null];
        for (const size of combos) {
          // Leave some combinations out, like a real catalogue (never the first two).
          if (n > 1 && size !== '' && chance(0.12)) continue;
          n++;
          const sizeStep = size && sizes.length ? sizes.indexOf(size) * roundPrice(regular * 0.04) : 0;
          const vRegular = roundPrice(regular + sizeStep);
          const st = chance(0.12) ? { stock: 0, inStock: false } : chance(0.55) ? { stock: between(1, 25), inStock: true } : { stock: null, inStock: true };
          const attributesMap: Record<string, string> = { attribute_pa_color: colorSlug };
          if (size !== null) attributesMap.attribute_pa_size = size === '' ? '' : termSlug('pa_size', size);
          const variation: Variation = {
            id: postId++, sku: `${sku}-${n}`, attributes: attributesMap,
            regularPrice: vRegular, salePrice: salePrice(vRegular, 0.08),
            stock: st.stock, inStock: st.inStock, image: `/images/p-${id}-c${colorIndex}.svg`,
          };
          product.variations.push(variation);
        }
      }
      const prices = product.variations.map((v) => v.salePrice ?? v.regularPrice);
      const cheapest = product.variations[prices.indexOf(Math.min(...prices))];
      product.regularPrice = cheapest?.regularPrice ?? regular;
      product.salePrice = cheapest?.salePrice ?? null;
      product.inStock = product.variations.some((v) => v.inStock);
    } else {
      // Simple products in a family that varies still carry one colour (and size) for filtering.
      if (family.vary) {
        product.attributes.pa_color = [termSlug('pa_color', pick(family.vary.colors))];
        if (family.vary.sizes.length) product.attributes.pa_size = [termSlug('pa_size', pick(family.vary.sizes))];
      }
      product.salePrice = salePrice(regular, 0.25);
      const st = stockState();
      product.stock = st.stock;
      product.inStock = st.inStock;
    }
    products.push(product);
  }
}

// A few gift cards and limited editions are sold one per order.
const giftCard = products.find((p) => p.name.startsWith('کارت هدیه') && p.type === 'simple');
const soldOne = [giftCard, ...products.filter((p) => p.type === 'simple' && p.categoryIds.includes(cat('عطر').id)).slice(0, 2),
  products.find((p) => p.type === 'simple' && p.categoryIds.includes(cat('لپ‌تاپ').id))];
for (const p of soldOne) {
  if (!p) continue;
  p.soldIndividually = true;
  if (!p.inStock) { p.inStock = true; p.stock = 2; }
}
// Guarantee the shapes the tests and demo rely on, whatever the dice said.
const simples = products.filter((p) => p.type === 'simple');
const ensure = (cond: (p: Product) => boolean, fix: (p: Product) => void, count: number, from: number) => {
  let have = products.filter(cond).length;
  for (let i = from; have < count && i < simples.length; i += 7) {
    const p = simples[i];
    if (p && !cond(p) && !p.soldIndividually) { fix(p); have++; }
  }
};
ensure((p) => p.stock !== null && p.stock > 0 && p.stock <= 3, (p) => { p.stock = 2; p.inStock = true; }, 5, 3);
ensure((p) => !p.inStock, (p) => { p.stock = 0; p.inStock = false; }, 8, 5);

// One variable product with more than 30 variations: WooCommerce then prints
// data-product_variations="false" and the page asks ?wc-ajax=get_variation (the ajax threshold).
{
  const id = postId++;
  const colors = ['مشکی', 'سفید', 'قرمز', 'آبی', 'سبز', 'طوسی', 'سرمه‌ای', 'کرم'];
  const sizes = letterSizes;
  const name = 'تی‌شرت بیسیک پارسی‌پوش رنگ‌بندی کامل';
  const regular = 390_000;
  const product: Product = {
    id, slug: wpSlug(name), name, sku: `TS-${id}`, type: 'variable', categoryIds: withAncestors(cat('تی‌شرت')),
    attributes: { pa_brand: [termSlug('pa_brand', 'پارسی‌پوش')], pa_material: [termSlug('pa_material', 'نخ پنبه')],
      pa_color: colors.map((c) => termSlug('pa_color', c)), pa_size: sizes.map((s) => termSlug('pa_size', s)) },
    variationAttributes: ['pa_color', 'pa_size'], regularPrice: regular, salePrice: null, rating: 4.62, ratingCount: 87,
    stock: null, inStock: true, soldIndividually: false, date: '2025-05-12T10:30:00.000Z', totalSales: 512, featured: true,
    image: `/images/p-${id}.svg`, shortDescription: 'تی‌شرت پایه در هشت رنگ و پنج سایز؛ پرفروش‌ترین محصول فروشگاه.', variations: [],
  };
  let n = 0;
  for (const color of colors) {
    const colorSlug = termSlug('pa_color', color);
    const colorIndex = attr('pa_color').terms.findIndex((t) => t.slug === colorSlug);
    for (const size of sizes) {
      n++;
      const out = n % 9 === 4;
      product.variations.push({
        id: postId++, sku: `TS-${id}-${n}`, attributes: { attribute_pa_color: colorSlug, attribute_pa_size: termSlug('pa_size', size) },
        regularPrice: regular + (size === 'XXL' ? 30_000 : 0), salePrice: null, stock: out ? 0 : (n % 5) + 1, inStock: !out,
        image: `/images/p-${id}-c${colorIndex}.svg`,
      });
    }
  }
  products.push(product);
}

// A variable product over three attributes with 80 variations (issue 10): swatches in ajax mode
// on a product where colour, size and fabric all matter, a few combinations out of stock.
{
  const id = postId++;
  const colors = ['مشکی', 'سفید', 'قرمز', 'آبی', 'سبز', 'طوسی', 'سرمه‌ای', 'کرم'];
  const fabrics = ['نخ پنبه', 'پلی‌استر'];
  const name = 'هودی پارسی‌پوش سه‌گانه';
  const regular = 890_000;
  const product: Product = {
    id, slug: wpSlug(name), name, sku: `HD-${id}`, type: 'variable', categoryIds: withAncestors(cat('تی‌شرت')),
    attributes: { pa_brand: [termSlug('pa_brand', 'پارسی‌پوش')], pa_material: fabrics.map((f) => termSlug('pa_material', f)),
      pa_color: colors.map((c) => termSlug('pa_color', c)), pa_size: letterSizes.map((s) => termSlug('pa_size', s)) },
    variationAttributes: ['pa_color', 'pa_size', 'pa_material'], regularPrice: regular, salePrice: null, rating: 4.4, ratingCount: 23,
    stock: null, inStock: true, soldIndividually: false, date: '2025-09-01T10:30:00.000Z', totalSales: 140, featured: false,
    image: `/images/p-${id}.svg`, shortDescription: 'هودی گرم در هشت رنگ، پنج سایز و دو جنس پارچه.', variations: [],
  };
  let n = 0;
  for (const color of colors) {
    const colorSlug = termSlug('pa_color', color);
    const colorIndex = attr('pa_color').terms.findIndex((t) => t.slug === colorSlug);
    for (const size of letterSizes) {
      for (const fabric of fabrics) {
        n++;
        const out = n % 11 === 3;
        product.variations.push({
          id: postId++, sku: `HD-${id}-${n}`,
          attributes: { attribute_pa_color: colorSlug, attribute_pa_size: termSlug('pa_size', size), attribute_pa_material: termSlug('pa_material', fabric) },
          regularPrice: regular + (fabric === 'نخ پنبه' ? 60_000 : 0), salePrice: null, stock: out ? 0 : (n % 7) + 1, inStock: !out,
          image: `/images/p-${id}-c${colorIndex}.svg`,
        });
      }
    }
  }
  products.push(product);
}

const catalogue: Catalogue = { categories, attributes, products };

// Sanity: ids unique across products and variations, slugs unique, the promised shapes exist.
const ids = new Set<number>();
for (const p of products) for (const id of [p.id, ...p.variations.map((v) => v.id)]) {
  if (ids.has(id)) throw new Error(`duplicate id ${id}`);
  ids.add(id);
}
if (new Set(products.map((p) => p.slug)).size !== products.length) throw new Error('duplicate product slug');
const variableCount = products.filter((p) => p.type === 'variable').length;
if (products.length < 150) throw new Error(`only ${products.length} products`);
if (variableCount < 30) throw new Error(`only ${variableCount} variable products`);

const out = fileURLToPath(new URL('../fixtures/catalogue/catalogue.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(catalogue, null, 1)}\n`);
const onSale = products.filter((p) => p.salePrice !== null || p.variations.some((v) => v.salePrice !== null)).length;
console.log(`catalogue: ${products.length} products (${variableCount} variable, ${onSale} on sale, ${products.filter((p) => !p.inStock).length} out of stock), ${categories.length} categories → ${out}`);
