import { CheckCircle2, FileText } from 'lucide-react';
import { type ReactNode } from 'react';

import { type TranslationKey, useT } from '@/lib/i18n';

const CONDITIONS: TranslationKey[] = [
  'credit.conditions.age',
  'credit.conditions.residence',
  'credit.conditions.income',
  'credit.conditions.decision',
  'credit.conditions.early',
];
const DOCUMENTS: TranslationKey[] = ['credit.documents.id', 'credit.documents.phone', 'credit.documents.income'];

/** Who can get credit and what to bring. */
export function CreditConditions() {
  return (
    <div className="grid gap-6 md:grid-cols-2" data-test="credit-conditions">
      <Checklist
        id="credit-conditions-title"
        title="credit.conditions.title"
        items={CONDITIONS}
        icon={<CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />}
      />
      <Checklist
        id="credit-documents-title"
        title="credit.documents.title"
        items={DOCUMENTS}
        icon={<FileText className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden="true" />}
      />
    </div>
  );
}

type ChecklistProps = { id: string; title: TranslationKey; items: TranslationKey[]; icon: ReactNode };

/** A titled box of short lines, each after the same icon. */
function Checklist({ id, title, items, icon }: ChecklistProps) {
  const t = useT();

  return (
    <section aria-labelledby={id} className="rounded-xl border border-border p-4 sm:p-6">
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {t(title)}
      </h2>
      <ul className="mt-4 space-y-2 text-sm text-text-soft">
        {items.map((key) => (
          <li key={key} className="flex gap-2">
            {icon}
            {t(key)}
          </li>
        ))}
      </ul>
    </section>
  );
}
