import { Link, usePage } from '@inertiajs/react';
import { useId } from 'react';

import { type VariantChoices, type VariantOption } from '@/components/products/types';
import { type Choice, choicesOf, currentVariant } from '@/components/products/variant-choices';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';

const FOCUS =
  'focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none';

/**
 * The variants of a family on a variant's page (docs/variants.md): per option its name and the chosen value, then its
 * choices, colours as round swatches and the rest as buttons with the price of each choice. Every choice is a link to
 * the variant's own page (it works without JavaScript; with it Inertia follows it without a full reload, prefetched on
 * hover, keeping the scroll position and the focus). A choice that needs another option changed too says so, one
 * out of stock is dimmed and labelled, one no variant has is not a link.
 */
export function VariantSwitcher({ choices }: { choices: VariantChoices }) {
  const t = useT();
  const current = currentVariant(choices);
  if (current === undefined) {
    return null;
  }

  return (
    <div className="space-y-4" data-test="variant-switcher" role="group" aria-label={t('product.variant_choose')}>
      {choices.options.map((option, index) => (
        <OptionRow key={option.attribute_id} option={option} choices={choicesOf(choices, index)} />
      ))}
    </div>
  );
}

function OptionRow({ option, choices }: { option: VariantOption; choices: Choice[] }) {
  const labelId = useId();
  const chosen = choices.find((choice) => choice.chosen);
  const swatches = option.kind === 'swatch';

  return (
    <div role="group" aria-labelledby={labelId} data-test={`variant-option-${option.attribute_id}`}>
      <p id={labelId} className="text-sm text-text-muted">
        {option.name}:{' '}
        <span className="font-semibold text-text" data-test={`variant-chosen-${option.attribute_id}`}>
          {chosen?.value.label ?? '—'}
        </span>
      </p>
      {/* Buttons three to a row on a phone, so a row of storage sizes never leaves one alone on a line. */}
      <ul className={`mt-2 ${swatches ? 'flex flex-wrap gap-1.5' : 'grid grid-cols-3 gap-2 sm:flex sm:flex-wrap'}`}>
        {choices.map((choice) => (
          <li
            key={choice.value.id}
            className={swatches && choice.value.swatch !== null ? '' : 'min-w-0 sm:min-w-[6.5rem]'}
          >
            {swatches && choice.value.swatch !== null ? (
              <SwatchChoice
                choice={choice}
                swatch={choice.value.swatch}
                test={`variant-choice-${option.attribute_id}-${choice.value.id}`}
              />
            ) : (
              <ButtonChoice choice={choice} test={`variant-choice-${option.attribute_id}-${choice.value.id}`} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

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

function ButtonChoice({ choice, test }: { choice: Choice; test: string }) {
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

function SwatchChoice({ choice, swatch, test }: { choice: Choice; swatch: string; test: string }) {
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
