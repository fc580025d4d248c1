import { type SharedProps } from '@/types/shared';

/** Romanian strings for the keys the tests read (the real ones come from lang/ro.json through the server). */
export const testTranslations: Record<string, string> = {
  'appearance.label': 'Temă',
  'appearance.light': 'Temă luminoasă',
  'appearance.dark': 'Temă întunecată',
  'appearance.system': 'Ca pe dispozitiv',
  'layout.skip_to_content': 'Salt la conținut',
  'locale.ro': 'Română',
  'locale.ru': 'Русский',
  'footer.office_hours': 'Programul oficiului',
  'footer.hours.weekdays': 'Luni – vineri: :from – :to',
  'footer.hours.weekend': 'Sâmbătă – duminică: :from – :to',
  'footer.hours.days': ':first – :last: :from – :to',
  'footer.hours.day': ':day: :from – :to',
  'days.short.1': 'Lu',
  'days.short.3': 'Mi',
  'days.short.7': 'Du',
  'footer.copyright': '© :year :name. Toate drepturile rezervate.',
  'home.tagline': 'Electronice și electrocasnice pentru casa dvs.',
  'home.description': 'Telefoane, laptopuri, televizoare și electrocasnice.',
  'error_page.back_home': 'Înapoi la pagina principală',
};

/** Shared props as the server sends them on the Romanian home page, with test strings. */
export function sharedProps(overrides: Partial<SharedProps> = {}): SharedProps {
  return {
    appName: 'Electro Shop',
    locale: 'ro',
    locales: ['ro', 'ru'],
    translations: testTranslations,
    route: {
      name: 'home',
      alternates: { ro: '/', ru: '/ru' },
      canonical: 'http://shop.test/',
    },
    appearance: 'system',
    catalog: [],
    shop: {
      phones: ['+37322782222', '+37360782223'],
      email: 'suport@electroshop.md',
      office_hours: [
        { from: 1, to: 5, hours: ['08:00', '18:00'] },
        { from: 6, to: 7, hours: ['08:00', '16:00'] },
      ],
      legal_pages: {
        terms: 'termeni-si-conditii',
        delivery: 'livrare',
        payment: 'plata',
        warranty: 'garantie',
        returns: 'returnare',
        privacy: 'confidentialitate',
        cookies: 'cookie-uri',
      },
    },
    auth: { user: null },
    favourites: { count: 0, ids: [] },
    compare: { count: 0, ids: [] },
    cart: { count: 0 },
    errors: {},
    meta: { title: 'Acasă' },
    ...overrides,
  };
}
