import { ArrowDown, ArrowUp } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

type Props = {
  /** Where the item stands: the first cannot go up, the last cannot go down. */
  first: boolean;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  /** The buttons' names for screen readers (default: "Move up" / "Move down"). */
  labels?: { up: string; down: string };
  /** The buttons' data-test marks. */
  tests?: { up: string; down: string };
};

/** The back office's pair of ordering buttons (up, down) for an item of a list. */
export function MoveButtons({ first, last, onMove, labels, tests }: Props) {
  const t = useT();

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        disabled={first}
        aria-label={labels?.up ?? t('admin.content.move_up')}
        onClick={() => onMove(-1)}
        test={tests?.up}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={last}
        aria-label={labels?.down ?? t('admin.content.move_down')}
        onClick={() => onMove(1)}
        test={tests?.down}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
    </>
  );
}

/** A copy of `items` with the one at `index` moved a place up (-1) or down (1). */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(index + step, 0, item);

  return next;
}
