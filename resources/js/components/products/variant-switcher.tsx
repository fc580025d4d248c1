import { usePage } from '@inertiajs/react';
import { useId } from 'react';

import { type VariantChoice, type VariantChoices, type VariantOption } from '@/components/products/types';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';

/**
 * The variants of a family on a variant's page (docs/variants.md): per option its name and the chosen value, then its
 * choices, colours as round swatches and the rest as buttons with the price of each choice. Every choice is a link to
 * the variant's own page (it works without JavaScript; with it Inertia follows it without a full reload, prefetched on
 * hover, keeping the scroll position and the focus). A choice that needs another option changed too says so, one
 * out of stock is dimmed and labelled. Where each choice leads is the server's (App\Queries\Products\VariantChoices):
 * this only draws it.
 */
export function VariantSwitcher({ choices }: { choices: VariantChoices }) {
  const t = useT();

  return (
    <div className="space-y-4" data-test="variant-switcher" role="group" aria-label={t('product.variant_choose')}>
      {choices.options.map((option) => (
        <OptionRow key={option.attribute_id} option={option} />
      ))}
    </div>
  );
}

function OptionRow({ option }: { option: VariantOption }) {
  const labelId = useId();
  const chosen = option.values.find((choice) => choice.chosen);
  const swatches = option.kind === 'swatch';

  return (
    <div role="group" aria-labelledby={labelId} data-test={`variant-option-${option.attribute_id}`}>
      <p id={labelId} className="text-sm text-text-muted">
        {option.name}:{' '}
        <span className="font-semibold text-text" data-test={`variant-chosen-${option.attribute_id}`}>
          {chosen?.label ?? '—'}
        </span>
      </p>
      {/* Buttons three to a row on a phone, so a row of storage sizes never leaves one alone on a line. */}
      <ul className={`mt-2 ${swatches ? 'flex flex-wrap gap-1.5' : 'grid grid-cols-3 gap-2 sm:flex sm:flex-wrap'}`}>
        {option.values.map((choice) => (
          <li key={choice.id} className={swatches && choice.swatch !== null ? '' : 'min-w-0 sm:min-w-[6.5rem]'}>
            <ChoiceLink
              choice={choice}
              swatch={swatches ? choice.swatch : null}
              test={`variant-choice-${option.attribute_id}-${choice.id}`}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

const FOCUS =
  'focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface focus-visible:outline-none transition-colors';

/**
 * One choice: a link to the variant it leads to, with its price, out of stock, or what else it changes; a round
 * swatch (those named in its title and for screen readers) or a button that writes them.
 */
function ChoiceLink({ choice, swatch, test }: { choice: VariantChoice; swatch: string | null; test: string }) {
  const t = useT();
  const { locale } = usePage().props;
  const price = formatPrice(choice.price, locale);
  const out = !choice.is_stock;
  const stock = out ? t('product.out_of_stock') : null;
  const other =
    choice.changes.length > 0 ? t('product.variant_only_with', { values: choice.changes.join(', ') }) : null;
  const name = [choice.label, price, stock, other].filter((part) => part !== null).join(', ');

  return (
    <Link
      href={choice.url}
      preserveScroll
      preserveState
      prefetch="hover"
      aria-current={choice.chosen ? 'true' : undefined}
      title={swatch === null ? undefined : name}
      className={
        swatch === null
          ? `flex h-full min-h-control w-full flex-col justify-center rounded-control border px-2.5 py-1.5 text-left sm:px-3 ${FOCUS} ${choice.chosen ? 'border-accent bg-accent-soft ring-1 ring-accent' : `bg-surface hover:border-accent dark:bg-surface-raised border-border-strong ${out || !choice.exact ? 'border-dashed' : ''}`}`
          : `relative grid size-11 place-items-center rounded-full border-2 ${FOCUS} ${choice.chosen ? 'border-accent' : 'border-transparent hover:border-border-strong'} ${out ? 'opacity-60' : ''}`
      }
      data-test={test}
      data-stock={out ? 'none' : 'in'}
      data-exact={choice.exact ? 'true' : 'false'}
    >
      {swatch === null ? (
        <>
          <span className={`text-sm font-semibold ${out ? 'text-text-muted line-through' : 'text-text'}`}>
            {choice.label}
          </span>
          <span className="text-xs whitespace-nowrap text-text-muted">{price}</span>
          {out && <span className="text-xs text-danger">{stock}</span>}
          {other !== null && <span className="text-xs text-text-subtle">{other}</span>}
        </>
      ) : (
        <>
          <span className="size-8 rounded-full border border-border-strong" style={{ backgroundColor: swatch }} />
          {/* The diagonal line across a swatch that cannot be had now. */}
          {out && <span aria-hidden="true" className="absolute h-0.5 w-9 rotate-45 rounded-full bg-text-muted" />}
          {!choice.exact && (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 size-3 rounded-full border-2 border-surface bg-text-subtle"
            />
          )}
          <span className="sr-only">{name}</span>
        </>
      )}
    </Link>
  );
}
