import { type CategoryNode } from '@/types/catalog';

/** A small three-level tree for the menu tests. */
export const catalogFixture: CategoryNode[] = [
  {
    id: 1,
    name: 'Telefoane',
    slug: 'telefoane',
    icon: null,
    sort: 1,
    label: [{ name: 'Nou', font_color: '#ffffff', bg_color: '#dc2626' }],
    category_in_subcategory: [
      {
        id: 11,
        name: 'Smartphone-uri',
        slug: 'smartphone-uri',
        icon: null,
        sort: 1,
        subsubcategory_in_subcategory: [
          { id: 111, name: 'Android', slug: 'android', icon: null, sort: 1 },
          { id: 112, name: 'iPhone', slug: 'iphone', icon: null, sort: 2 },
        ],
      },
      { id: 12, name: 'Accesorii', slug: 'accesorii', icon: null, sort: 2, subsubcategory_in_subcategory: [] },
    ],
  },
  {
    id: 2,
    name: 'Laptopuri',
    slug: 'laptopuri',
    icon: null,
    sort: 2,
    label: [],
    category_in_subcategory: [
      {
        id: 21,
        name: 'Gaming',
        slug: 'laptopuri-gaming',
        icon: null,
        sort: 1,
        subsubcategory_in_subcategory: [{ id: 211, name: 'RTX', slug: 'rtx', icon: null, sort: 1 }],
      },
    ],
  },
  {
    id: 3,
    name: 'Televizoare',
    slug: 'televizoare',
    icon: null,
    sort: 3,
    label: [],
    category_in_subcategory: [
      { id: 31, name: 'OLED', slug: 'oled', icon: null, sort: 1, subsubcategory_in_subcategory: [] },
    ],
  },
];
