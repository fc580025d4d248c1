import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode } from 'react';

import { MoveButtons, moveItem } from '@/components/admin/forms/move-buttons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/lib/i18n';

/**
 * A list of like rows edited in place (the about page's sections, figures, team): each row with move up / down and
 * remove buttons, and an add button under them.
 */
export function ListEditor<T>({
  title,
  items,
  onChange,
  make,
  render,
  test,
  addLabel,
}: {
  title: string;
  items: T[];
  onChange: (items: T[]) => void;
  make: () => T;
  render: (item: T, index: number) => ReactNode;
  test: string;
  addLabel: string;
}) {
  const t = useT();

  return (
    <Card header={title} test={test}>
      <ol className="divide-y divide-border">
        {items.map((item, index) => (
          <li key={index} className="space-y-3 p-4 sm:p-5" data-test={`${test}-row`}>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-text-muted">#{index + 1}</span>
              <div className="flex gap-1">
                <MoveButtons
                  first={index === 0}
                  last={index === items.length - 1}
                  onMove={(step) => onChange(moveItem(items, index, step))}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('admin.content.remove')}
                  test={`${test}-remove-${index}`}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            </div>
            {render(item, index)}
          </li>
        ))}
      </ol>
      <div className="border-t border-border p-4 sm:p-5">
        <Button variant="secondary" size="sm" onClick={() => onChange([...items, make()])} test={`${test}-add`}>
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
    </Card>
  );
}
