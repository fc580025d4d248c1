import { usePage } from '@inertiajs/react';
import { FileDown, Printer } from 'lucide-react';
import { useId, useState } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { route, type RouteName } from '@/lib/route';

type Language = 'order' | 'ro' | 'ru';

type Props = {
  number: string;
  /** The buyer's company IDNO: an invoice is issued only for a company. */
  companyIdno: string | null;
};

const DOCUMENTS = [
  { key: 'packing', label: 'admin.documents.packing', route: 'admin.documents.packing-slip', invoice: false },
  { key: 'warranty', label: 'admin.documents.warranty', route: 'admin.documents.warranty', invoice: false },
  { key: 'invoice', label: 'admin.documents.invoice', route: 'admin.documents.invoice', invoice: true },
] as const satisfies readonly { key: string; label: string; route: RouteName; invoice: boolean }[];

/**
 * The order's printed documents (docs/documents.md): each as a page to print or a PDF, in the order's language or the
 * one chosen. The invoice is offered to owners and managers, and only for a company buyer.
 */
export function OrderDocuments({ number, companyIdno }: Props) {
  const t = useT();
  const { auth } = usePage().props;
  const role = auth.user?.role ?? null;
  const [language, setLanguage] = useState<Language>('order');
  const selectId = useId();
  const mayInvoice = (role === 'owner' || role === 'manager') && companyIdno !== null && companyIdno !== '';

  const url = (name: RouteName, pdf: boolean) =>
    route(name, {
      order: number,
      ...(language === 'order' ? {} : { limba: language }),
      ...(pdf ? { format: 'pdf' } : {}),
    });

  return (
    <Card header={t('admin.documents.title')} test="order-documents">
      <div className="max-w-xs">
        <Select<Language>
          name={`document-language-${selectId}`}
          label={t('admin.documents.language')}
          value={language}
          onChange={setLanguage}
          options={[
            { value: 'order', label: t('admin.documents.language_order') },
            { value: 'ro', label: 'Română' },
            { value: 'ru', label: 'Русский' },
          ]}
        />
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {DOCUMENTS.filter((document) => !document.invoice || mayInvoice).map((document) => (
          <li key={document.key} className="space-y-2" data-test={`document-${document.key}`}>
            <p className="text-sm font-medium">{t(document.label)}</p>
            <div className="flex flex-wrap gap-2">
              <a
                href={url(document.route, false)}
                target="_blank"
                rel="noopener"
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                data-test={`document-${document.key}-page`}
              >
                <Printer className="size-4" aria-hidden="true" />
                {t('admin.documents.print')}
              </a>
              <a
                href={url(document.route, true)}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                data-test={`document-${document.key}-pdf`}
                download
              >
                <FileDown className="size-4" aria-hidden="true" />
                PDF
              </a>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
