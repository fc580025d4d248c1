import { Link, usePage } from '@inertiajs/react';

import { type Choice } from '@/components/products/variant-choices';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';

// One choice of the variant switcher (variant-switcher.tsx): a link to the variant it leads to, or, when no variant
// has the value, a plain element that says so.

const FOCUS =
  'focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none';

/** What a choice is besides its label: its price, out of stock, or what else it changes. */
function useChoiceNotes(choice: Choice): { price: string | null; stock: string | null; other: string | null } {
  const t = useT();
  const { locale } = usePage().props;
  const target = choice.target;

  return {
    price: target === null ? null : formatPrice(target.price, locale),
    stock: target !== null && !target.is_stock ? t('product.out_of_stock') : null,
    other:
      choice.changes.length > 0
        ? t('product.variant_only_with', { values: choice.changes.map((v) => v.label).join(', ') })
        : null,
  };
}

export function ButtonChoice({ choice, test }: { choice: Choice; test: string }) {
  const t = useT();
  const notes = useChoiceNotes(choice);
  const box =
    'flex h-full min-h-control w-full flex-col justify-center rounded-control border px-2.5 py-1.5 text-left sm:px-3';
  if (choice.target === null) {
    return (
      <span aria-disabled="true" className={`${box} border-dashed border-border text-text-disabled`} data-test={test}>
        <span className="text-sm font-semibold line-through">{choice.value.label}</span>
        <span className="text-xs">{t('product.variant_unavailable')}</span>
      </span>
    );
  }
  const out = notes.stock !== null;
  const tone = choice.chosen
    ? 'border-accent bg-accent-soft ring-1 ring-accent'
    : `bg-surface hover:border-accent dark:bg-surface-raised ${out || !choice.exact ? 'border-dashed border-border-strong' : 'border-border-strong'}`;

  return (
    <Link
      href={choice.target.url}
      preserveScroll
      preserveState
      prefetch="hover"
      aria-current={choice.chosen ? 'true' : undefined}
      className={`${box} ${tone} ${FOCUS} transition-colors`}
      data-test={test}
      data-stock={out ? 'none' : 'in'}
      data-exact={choice.exact ? 'true' : 'false'}
    >
      <span className={`text-sm font-semibold ${out ? 'text-text-muted line-through' : 'text-text'}`}>
        {choice.value.label}
      </span>
      <span className="text-xs whitespace-nowrap text-text-muted">{notes.price}</span>
      {out && <span className="text-xs text-danger">{notes.stock}</span>}
      {notes.other !== null && <span className="text-xs text-text-subtle">{notes.other}</span>}
    </Link>
  );
}

export function SwatchChoice({ choice, swatch, test }: { choice: Choice; swatch: string; test: string }) {
  const t = useT();
  const notes = useChoiceNotes(choice);
  const name = [choice.value.label, notes.price, notes.stock, notes.other].filter((part) => part !== null).join(', ');
  const dot = <span className="size-8 rounded-full border border-border-strong" style={{ backgroundColor: swatch }} />;
  if (choice.target === null) {
    return (
      <span
        aria-disabled="true"
        title={`${choice.value.label}, ${t('product.variant_unavailable')}`}
        className="relative grid size-10 place-items-center rounded-full opacity-40"
        data-test={test}
      >
        {dot}
        <Strike />
        <span className="sr-only">{`${choice.value.label}, ${t('product.variant_unavailable')}`}</span>
      </span>
    );
  }
  const out = notes.stock !== null;

  return (
    <Link
      href={choice.target.url}
      preserveScroll
      preserveState
      prefetch="hover"
      aria-current={choice.chosen ? 'true' : undefined}
      title={name}
      className={`relative grid size-11 place-items-center rounded-full border-2 transition-colors ${FOCUS} ${choice.chosen ? 'border-accent' : 'border-transparent hover:border-border-strong'} ${out ? 'opacity-60' : ''}`}
      data-test={test}
      data-stock={out ? 'none' : 'in'}
      data-exact={choice.exact ? 'true' : 'false'}
    >
      {dot}
      {out && <Strike />}
      {!choice.exact && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-surface bg-text-subtle"
        />
      )}
      <span className="sr-only">{name}</span>
    </Link>
  );
}

/** The diagonal line across a swatch that cannot be had now. */
function Strike() {
  return <span aria-hidden="true" className="absolute h-0.5 w-9 rotate-45 rounded-full bg-text-muted" />;
}
