import { useId } from 'react';

import { type VariantChoices, type VariantOption } from '@/components/products/types';
import { ButtonChoice, SwatchChoice } from '@/components/products/variant-choice-links';
import { type Choice, choicesOf, currentVariant } from '@/components/products/variant-choices';
import { useT } from '@/lib/i18n';

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
