// Props of the back office's content pages (App\Http\Controllers\Admin\{Blog,Pages,Vacancies,About}).

/** A text in each language, as the forms send it. */
export type Texts = { ro: string; ru: string };

export type BlogPostStatus = 'draft' | 'scheduled' | 'published';

/** A row of the blog list (App\Queries\Admin\Blog\BlogPostList). Moments are `YYYY-MM-DD HH:MM` on the shop's clock. */
export type BlogPostRow = {
  id: number;
  slug: string;
  title: string;
  category: string;
  status: BlogPostStatus;
  published_at: string | null;
  updated_at: string | null;
};

export type BlogCategoryOption = {
  id: number;
  slug: string;
  name: Texts;
  sort: number;
  posts: number;
};

/** A tag picked (`id`) or typed (`id: null`, both names). */
export type BlogTagValue = { id: number | null; name: Texts };

export type ProductPick = { id: number; name: string; sku: string };

/** A post as its form edits it (App\Queries\Admin\Blog\BlogPostEditor). */
export type BlogPostValues = {
  id: number;
  slug: string;
  blog_category_id: number;
  title: Texts;
  excerpt: Texts;
  body: Texts;
  status: BlogPostStatus;
  /** `YYYY-MM-DDTHH:MM` on the shop's clock. */
  publish_at: string | null;
  cover_url: string | null;
  tags: BlogTagValue[];
  products: ProductPick[];
  /** The shoppers' page, once published. */
  url: string | null;
};

export type AdminPagination = {
  current: number;
  last: number;
  total: number;
  next: string | null;
  previous: string | null;
};

export type BlogFilters = { q: string | null; status: BlogPostStatus | null; category: number | null };

export type PageRow = {
  id: number;
  slug: string;
  title: string;
  about: boolean;
  /** A legal page: the footer and the consent texts link to it, so it cannot be deleted. */
  legal: boolean;
  url: string;
  updated_at: string | null;
};

export type PageValues = {
  id: number;
  slug: string;
  title: Texts;
  intro: Texts;
  body: Texts;
  url: string;
  /** A legal page keeps its slug and cannot be deleted. */
  legal: boolean;
};

export type EmploymentType = 'full_time' | 'part_time' | 'internship';

export type VacancyRow = {
  id: number;
  slug: string;
  title: string;
  city: string;
  employment_type: EmploymentType;
  sort: number;
  is_open: boolean;
  applications: number;
};

export type VacancyValues = {
  id: number;
  slug: string;
  title: Texts;
  city: Texts;
  description: Texts;
  requirements: Texts;
  employment_type: EmploymentType;
  sort: number;
  is_open: boolean;
  url: string | null;
};

export type AboutSection = { title: Texts; body: Texts };
export type AboutFigure = { value: string; label: Texts };
export type AboutMember = { name: string; role: Texts; photo: string | null; photo_url: string | null };

export type AboutValues = {
  title: Texts;
  intro: Texts;
  sections: AboutSection[];
  figures: AboutFigure[];
  team: AboutMember[];
};
