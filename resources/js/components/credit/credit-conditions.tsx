import { CheckCircle2, FileText } from 'lucide-react';

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
  const t = useT();

  return (
    <div className="grid gap-6 md:grid-cols-2" data-test="credit-conditions">
      <section
        aria-labelledby="credit-conditions-title"
        className="rounded-xl border border-neutral-200 p-4 sm:p-6 dark:border-neutral-800"
      >
        <h2 id="credit-conditions-title" className="text-xl font-bold tracking-tight">
          {t('credit.conditions.title')}
        </h2>
        <ul className="mt-4 space-y-2 text-sm text-neutral-700 dark:text-neutral-300">
          {CONDITIONS.map((key) => (
            <li key={key} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden="true" />
              {t(key)}
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="credit-documents-title"
        className="rounded-xl border border-neutral-200 p-4 sm:p-6 dark:border-neutral-800"
      >
        <h2 id="credit-documents-title" className="text-xl font-bold tracking-tight">
          {t('credit.documents.title')}
        </h2>
        <ul className="mt-4 space-y-2 text-sm text-neutral-700 dark:text-neutral-300">
          {DOCUMENTS.map((key) => (
            <li key={key} className="flex gap-2">
              <FileText className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden="true" />
              {t(key)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
