/** The legal and help pages the footer and the consent texts link to (App\Services\Content\LegalPages). */
export type LegalPageId = 'terms' | 'delivery' | 'payment' | 'warranty' | 'returns' | 'privacy' | 'cookies';

/** Each legal page's slug at /pagina/{slug}, in the footer's order. */
export type LegalPages = Record<LegalPageId, string>;
