import { type VariantChoices, type VariantEntry, type VariantValue } from '@/components/products/types';

/**
 * Where choosing a value of an option leads: the variant with that value that keeps the other chosen values
 * (`exact`), else the nearest one that has it (`exact` false: it changes another option too), else nowhere (no
 * variant has the value).
 */
export type Choice = {
  value: VariantValue;
  target: VariantEntry | null;
  exact: boolean;
  chosen: boolean;
  /** The values of the other options that the target changes (for a nearest one), in the options' order. */
  changes: VariantValue[];
};

/** The variant of the page: the one marked current (the first when none is, which the server never sends). */
export function currentVariant(choices: VariantChoices): VariantEntry | undefined {
  return choices.variants.find((variant) => variant.current) ?? choices.variants[0];
}

/**
 * The choices of option `index`. A nearest variant keeps as many of the other chosen values as it can, an earlier
 * option's before a later one's (storage before colour), then is in stock, then the cheapest (the variants come
 * cheapest first).
 */
export function choicesOf(choices: VariantChoices, index: number): Choice[] {
  const option = choices.options[index];
  const current = currentVariant(choices);
  if (option === undefined || current === undefined) {
    return [];
  }
  const count = choices.options.length;

  return option.values.map((value) => {
    let best: VariantEntry | null = null;
    let bestScore = -1;
    for (const variant of choices.variants) {
      if (variant.values[index] !== value.id) {
        continue;
      }
      let score = variant.is_stock ? 1 : 0;
      for (let other = 0; other < count; other++) {
        if (other !== index && variant.values[other] === current.values[other]) {
          score += 2 ** (count - other);
        }
      }
      if (score > bestScore) {
        best = variant;
        bestScore = score;
      }
    }
    const target: VariantEntry | null = best;
    const exact =
      target !== null && target.values.every((id, other) => other === index || id === current.values[other]);
    const changes: VariantValue[] = [];
    if (target !== null && !exact) {
      choices.options.forEach((other, position) => {
        const id = target.values[position];
        if (position !== index && id !== current.values[position]) {
          const changed = other.values.find((candidate) => candidate.id === id);
          if (changed !== undefined) {
            changes.push(changed);
          }
        }
      });
    }

    return { value, target, exact, chosen: current.values[index] === value.id, changes };
  });
}
