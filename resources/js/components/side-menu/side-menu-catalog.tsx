import { usePage } from '@inertiajs/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { CategoryBadge } from '@/components/catalog-menu/category-badge';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { headerActions } from '@/state/header-state';
import { type CategoryLabel, type CategoryNode, type SubcategoryNode } from '@/types/catalog';

type Row = { id: number; slug: string; name: string; href: string; label?: CategoryLabel; onOpen?: () => void };

/** The catalog below 1161 px: the three category levels one at a time, each with a way back. */
export function SideMenuCatalog({ onExit }: { onExit: () => void }) {
  const t = useT();
  const route = useRoute();
  const { catalog } = usePage().props;
  const [category, setCategory] = useState<CategoryNode | null>(null);
  const [sub, setSub] = useState<SubcategoryNode | null>(null);
  const backButton = useRef<HTMLButtonElement>(null);

  // The button that changed the level is gone: keep keyboard users in the menu, on the way back.
  useEffect(() => backButton.current?.focus(), [category, sub]);

  let title: { name: string; href: string } | null = null;
  let rows: Row[];
  let back: () => void;

  if (category !== null && sub !== null) {
    title = { name: sub.name, href: route('catalog.category', { slug: category.slug, subSlug: sub.slug }) };
    rows = sub.subsubcategory_in_subcategory.map((leaf) => ({
      ...leaf,
      href: route('catalog.category', { slug: category.slug, subSlug: sub.slug, subSubSlug: leaf.slug }),
    }));
    back = () => setSub(null);
  } else if (category !== null) {
    title = { name: category.name, href: route('catalog.category', { slug: category.slug }) };
    rows = category.category_in_subcategory.map((child) => ({
      ...child,
      href: route('catalog.category', { slug: category.slug, subSlug: child.slug }),
      onOpen: child.subsubcategory_in_subcategory.length > 0 ? () => setSub(child) : undefined,
    }));
    back = () => setCategory(null);
  } else {
    rows = catalog.map((top) => ({
      ...top,
      label: top.label[0],
      href: route('catalog.category', { slug: top.slug }),
      onOpen: top.category_in_subcategory.length > 0 ? () => setCategory(top) : undefined,
    }));
    back = onExit;
  }

  return (
    <div className="flex flex-1 flex-col p-4 text-sm" data-test="side-menu-catalog">
      <button
        ref={backButton}
        type="button"
        onClick={back}
        data-test="side-menu-back"
        className="flex items-center gap-1 self-start rounded-md px-2 py-2 font-medium text-text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {t('side_menu.back')}
      </button>
      {title !== null && (
        <Link
          href={title.href}
          onClick={headerActions.closeHeader}
          data-test="side-menu-catalog-title"
          className="mt-2 rounded-sm px-2 text-base font-bold text-text hover:text-accent-text"
        >
          {title.name}
        </Link>
      )}
      <ul className="mt-2">
        {rows.map((row) => (
          <li key={row.id} className="flex items-center">
            <Link
              href={row.href}
              onClick={headerActions.closeHeader}
              data-test={`side-menu-category-${row.slug}`}
              className="flex flex-1 items-center gap-2 rounded-md px-2 py-2 text-text hover:bg-surface-strong focus-visible:outline-2 focus-visible:outline-accent"
            >
              {row.name}
              {row.label !== undefined && <CategoryBadge label={row.label} />}
            </Link>
            {row.onOpen !== undefined && (
              <button
                type="button"
                onClick={row.onOpen}
                aria-label={t('side_menu.show_children', { name: row.name })}
                data-test={`side-menu-expand-${row.slug}`}
                className="flex size-9 shrink-0 items-center justify-center rounded-md text-text-subtle hover:bg-surface-strong focus-visible:outline-2 focus-visible:outline-accent"
              >
                <ChevronRight className="size-4" aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
