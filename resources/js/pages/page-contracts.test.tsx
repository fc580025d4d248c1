import { router } from '@inertiajs/react';
import { screen } from '@testing-library/react';
import { type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import aboutShow from '../../../tests/fixtures/pages/about/show.json';
import adminAboutEdit from '../../../tests/fixtures/pages/admin/about/edit.json';
import adminBlogForm from '../../../tests/fixtures/pages/admin/blog/form.json';
import adminBlogIndex from '../../../tests/fixtures/pages/admin/blog/index.json';
import adminPagesForm from '../../../tests/fixtures/pages/admin/pages/form.json';
import adminPagesIndex from '../../../tests/fixtures/pages/admin/pages/index.json';
import adminVacanciesForm from '../../../tests/fixtures/pages/admin/vacancies/form.json';
import adminVacanciesIndex from '../../../tests/fixtures/pages/admin/vacancies/index.json';
import pagesShow from '../../../tests/fixtures/pages/pages/show.json';
import adminAudit from '../../../tests/fixtures/pages/admin/audit/index.json';
import adminBannersIndex from '../../../tests/fixtures/pages/admin/banners/index.json';
import adminBannersForm from '../../../tests/fixtures/pages/admin/banners/form.json';
import adminPromotionsIndex from '../../../tests/fixtures/pages/admin/promotions/index.json';
import adminPromotionsForm from '../../../tests/fixtures/pages/admin/promotions/form.json';
import adminPromoCodesIndex from '../../../tests/fixtures/pages/admin/promo-codes/index.json';
import adminReportsIndex from '../../../tests/fixtures/pages/admin/reports/index.json';
import adminError from '../../../tests/fixtures/pages/admin/error.json';
import adminPromoCodesForm from '../../../tests/fixtures/pages/admin/promo-codes/form.json';
import adminStoresIndex from '../../../tests/fixtures/pages/admin/stores/index.json';
import adminStoresForm from '../../../tests/fixtures/pages/admin/stores/form.json';
import adminCreditProgrammesIndex from '../../../tests/fixtures/pages/admin/credit-programmes/index.json';
import adminCreditProgrammesForm from '../../../tests/fixtures/pages/admin/credit-programmes/form.json';

import adminCatalogImport from '../../../tests/fixtures/pages/admin/catalog-import/index.json';
import adminDashboard from '../../../tests/fixtures/pages/admin/dashboard.json';
import adminStaff from '../../../tests/fixtures/pages/admin/staff/index.json';
import adminTwoFactorSetup from '../../../tests/fixtures/pages/admin/two-factor/setup.json';
import adminCategoriesIndex from '../../../tests/fixtures/pages/admin/categories/index.json';
import adminCategoriesForm from '../../../tests/fixtures/pages/admin/categories/form.json';
import adminBrandsIndex from '../../../tests/fixtures/pages/admin/brands/index.json';
import adminBrandsForm from '../../../tests/fixtures/pages/admin/brands/form.json';
import adminAttributesIndex from '../../../tests/fixtures/pages/admin/attributes/index.json';
import adminAttributesForm from '../../../tests/fixtures/pages/admin/attributes/form.json';
import adminFamiliesIndex from '../../../tests/fixtures/pages/admin/families/index.json';
import adminFamiliesForm from '../../../tests/fixtures/pages/admin/families/form.json';
import adminProductImages from '../../../tests/fixtures/pages/admin/products/images.json';
import adminCallsIndex from '../../../tests/fixtures/pages/admin/calls/index.json';
import adminOrdersNew from '../../../tests/fixtures/pages/admin/orders/new.json';
import adminOrdersIndex from '../../../tests/fixtures/pages/admin/orders/index.json';
import adminProductsCreate from '../../../tests/fixtures/pages/admin/products/create.json';
import adminProductsEdit from '../../../tests/fixtures/pages/admin/products/edit.json';
import adminProductsIndex from '../../../tests/fixtures/pages/admin/products/index.json';
import adminProductsStock from '../../../tests/fixtures/pages/admin/products/stock.json';
import adminReceiptsIndex from '../../../tests/fixtures/pages/admin/stock/receipts/index.json';
import adminReceiptsShow from '../../../tests/fixtures/pages/admin/stock/receipts/show.json';
import adminTransfersIndex from '../../../tests/fixtures/pages/admin/stock/transfers/index.json';
import adminTransfersShow from '../../../tests/fixtures/pages/admin/stock/transfers/show.json';
import adminOrdersShow from '../../../tests/fixtures/pages/admin/orders/show.json';
import adminMessagesIndex from '../../../tests/fixtures/pages/admin/messages/index.json';
import adminReviewsIndex from '../../../tests/fixtures/pages/admin/reviews/index.json';
import adminCustomersIndex from '../../../tests/fixtures/pages/admin/customers/index.json';
import adminCustomersShow from '../../../tests/fixtures/pages/admin/customers/show.json';
import adminReturnsIndex from '../../../tests/fixtures/pages/admin/returns/index.json';
import reviewsUnsubscribed from '../../../tests/fixtures/pages/reviews/unsubscribed.json';
import adminMessagesShow from '../../../tests/fixtures/pages/admin/messages/show.json';
import adminCreditRequestsIndex from '../../../tests/fixtures/pages/admin/credit-requests/index.json';
import adminCreditRequestsShow from '../../../tests/fixtures/pages/admin/credit-requests/show.json';
import adminApplicationsIndex from '../../../tests/fixtures/pages/admin/applications/index.json';
import adminApplicationsShow from '../../../tests/fixtures/pages/admin/applications/show.json';
import adminNewsletterIndex from '../../../tests/fixtures/pages/admin/newsletter/index.json';
import accountAddresses from '../../../tests/fixtures/pages/account/addresses.json';
import accountAlerts from '../../../tests/fixtures/pages/account/alerts.json';
import accountDashboard from '../../../tests/fixtures/pages/account/dashboard.json';
import accountWelcome from '../../../tests/fixtures/pages/account/welcome.json';
import authConfirmPassword from '../../../tests/fixtures/pages/auth/confirm-password.json';
import authForgotPassword from '../../../tests/fixtures/pages/auth/forgot-password.json';
import authLogin from '../../../tests/fixtures/pages/auth/login.json';
import authRegister from '../../../tests/fixtures/pages/auth/register.json';
import authRegisterSent from '../../../tests/fixtures/pages/auth/register-sent.json';
import authResetPassword from '../../../tests/fixtures/pages/auth/reset-password.json';
import authTwoFactorChallenge from '../../../tests/fixtures/pages/auth/two-factor-challenge.json';
import authVerifyEmail from '../../../tests/fixtures/pages/auth/verify-email.json';
import blogIndex from '../../../tests/fixtures/pages/blog/index.json';
import blogShow from '../../../tests/fixtures/pages/blog/show.json';
import brandsIndex from '../../../tests/fixtures/pages/brands/index.json';
import careersIndex from '../../../tests/fixtures/pages/careers/index.json';
import careersShow from '../../../tests/fixtures/pages/careers/show.json';
import cartShow from '../../../tests/fixtures/pages/cart/show.json';
import catalogCategory from '../../../tests/fixtures/pages/catalog/category.json';
import catalogIndex from '../../../tests/fixtures/pages/catalog/index.json';
import catalogListing from '../../../tests/fixtures/pages/catalog/listing.json';
import catalogListingBrand from '../../../tests/fixtures/pages/catalog/listing.brand.json';
import catalogListingNewProducts from '../../../tests/fixtures/pages/catalog/listing.new-products.json';
import catalogListingStore from '../../../tests/fixtures/pages/catalog/listing.store.json';
import checkoutShow from '../../../tests/fixtures/pages/checkout/show.json';
import compareIndex from '../../../tests/fixtures/pages/compare/index.json';
import contactsOffice from '../../../tests/fixtures/pages/contacts/office.json';
import creditIndex from '../../../tests/fixtures/pages/credit/index.json';
import errorsError from '../../../tests/fixtures/pages/errors/error.json';
import favouritesIndex from '../../../tests/fixtures/pages/favourites/index.json';
import homeIndex from '../../../tests/fixtures/pages/home/index.json';
import newsletterShow from '../../../tests/fixtures/pages/newsletter/show.json';
import stockAlertsShow from '../../../tests/fixtures/pages/stock-alerts/show.json';
import ordersIndex from '../../../tests/fixtures/pages/orders/index.json';
import ordersLinkExpired from '../../../tests/fixtures/pages/orders/link-expired.json';
import ordersLookup from '../../../tests/fixtures/pages/orders/lookup.json';
import ordersShow from '../../../tests/fixtures/pages/orders/show.json';
import productsShow from '../../../tests/fixtures/pages/products/show.json';
import promotionsIndex from '../../../tests/fixtures/pages/promotions/index.json';
import promotionsShow from '../../../tests/fixtures/pages/promotions/show.json';
import searchResults from '../../../tests/fixtures/pages/search/results.json';
import settingsApiTokens from '../../../tests/fixtures/pages/settings/api-tokens.json';
import settingsAppearance from '../../../tests/fixtures/pages/settings/appearance.json';
import settingsPassword from '../../../tests/fixtures/pages/settings/password.json';
import settingsProfile from '../../../tests/fixtures/pages/settings/profile.json';
import settingsTwoFactor from '../../../tests/fixtures/pages/settings/two-factor.json';
import storesIndex from '../../../tests/fixtures/pages/stores/index.json';
import ro from '../../../lang/ro.json';
import { apiClient } from '@/lib/api';
import { resolvePage } from '@/lib/pages';
import AboutShowPage from '@/pages/about/show';
import AdminAboutEditPage from '@/pages/admin/about/edit';
import AdminBlogFormPage from '@/pages/admin/blog/form';
import AdminBlogIndexPage from '@/pages/admin/blog/index';
import AdminPagesFormPage from '@/pages/admin/pages/form';
import AdminPagesIndexPage from '@/pages/admin/pages/index';
import AdminVacanciesFormPage from '@/pages/admin/vacancies/form';
import AdminVacanciesIndexPage from '@/pages/admin/vacancies/index';
import PagesShowPage from '@/pages/pages/show';
import AdminAuditPage from '@/pages/admin/audit/index';
import AdminBannersIndexPage from '@/pages/admin/banners/index';
import AdminBannersFormPage from '@/pages/admin/banners/form';
import AdminPromotionsIndexPage from '@/pages/admin/promotions/index';
import AdminPromotionsFormPage from '@/pages/admin/promotions/form';
import AdminPromoCodesIndexPage from '@/pages/admin/promo-codes/index';
import AdminReportsIndexPage from '@/pages/admin/reports/index';
import AdminErrorPage from '@/pages/admin/error';
import AdminPromoCodesFormPage from '@/pages/admin/promo-codes/form';
import AdminStoresIndexPage from '@/pages/admin/stores/index';
import AdminStoresFormPage from '@/pages/admin/stores/form';
import AdminCreditProgrammesIndexPage from '@/pages/admin/credit-programmes/index';
import AdminCreditProgrammesFormPage from '@/pages/admin/credit-programmes/form';

import AdminCatalogImportPage from '@/pages/admin/catalog-import/index';
import AdminDashboardPage from '@/pages/admin/dashboard';
import AdminStaffPage from '@/pages/admin/staff/index';
import AdminTwoFactorSetupPage from '@/pages/admin/two-factor/setup';
import AdminCategoriesPage from '@/pages/admin/categories/index';
import AdminCategoryFormPage from '@/pages/admin/categories/form';
import AdminBrandsPage from '@/pages/admin/brands/index';
import AdminBrandFormPage from '@/pages/admin/brands/form';
import AdminAttributesPage from '@/pages/admin/attributes/index';
import AdminAttributeFormPage from '@/pages/admin/attributes/form';
import AdminFamiliesPage from '@/pages/admin/families/index';
import AdminFamilyFormPage from '@/pages/admin/families/form';
import AdminProductImagesPage from '@/pages/admin/products/images';
import AdminCallsIndexPage from '@/pages/admin/calls/index';
import AdminNewOrderPage from '@/pages/admin/orders/new';
import AdminOrdersIndexPage from '@/pages/admin/orders/index';
import AdminProductsCreatePage from '@/pages/admin/products/create';
import AdminProductsEditPage from '@/pages/admin/products/edit';
import AdminProductsIndexPage from '@/pages/admin/products/index';
import AdminProductsStockPage from '@/pages/admin/products/stock';
import AdminReceiptsIndexPage from '@/pages/admin/stock/receipts/index';
import AdminReceiptPage from '@/pages/admin/stock/receipts/show';
import AdminTransfersIndexPage from '@/pages/admin/stock/transfers/index';
import AdminTransferPage from '@/pages/admin/stock/transfers/show';
import AdminOrderShowPage from '@/pages/admin/orders/show';
import AdminMessagesIndexPage from '@/pages/admin/messages/index';
import AdminReviewsIndexPage from '@/pages/admin/reviews/index';
import AdminCustomersIndexPage from '@/pages/admin/customers/index';
import AdminCustomersShowPage from '@/pages/admin/customers/show';
import AdminReturnsIndexPage from '@/pages/admin/returns/index';
import ReviewInvitationsUnsubscribedPage from '@/pages/reviews/unsubscribed';
import AdminMessageShowPage from '@/pages/admin/messages/show';
import AdminCreditRequestsIndexPage from '@/pages/admin/credit-requests/index';
import AdminCreditRequestShowPage from '@/pages/admin/credit-requests/show';
import AdminApplicationsIndexPage from '@/pages/admin/applications/index';
import AdminApplicationShowPage from '@/pages/admin/applications/show';
import AdminNewsletterIndexPage from '@/pages/admin/newsletter/index';
import AccountAddressesPage from '@/pages/account/addresses';
import AccountAlertsPage from '@/pages/account/alerts';
import AccountDashboardPage from '@/pages/account/dashboard';
import AccountWelcomePage from '@/pages/account/welcome';
import AuthConfirmPasswordPage from '@/pages/auth/confirm-password';
import AuthForgotPasswordPage from '@/pages/auth/forgot-password';
import AuthLoginPage from '@/pages/auth/login';
import AuthRegisterPage from '@/pages/auth/register';
import AuthRegisterSentPage from '@/pages/auth/register-sent';
import AuthResetPasswordPage from '@/pages/auth/reset-password';
import AuthTwoFactorChallengePage from '@/pages/auth/two-factor-challenge';
import AuthVerifyEmailPage from '@/pages/auth/verify-email';
import BlogIndexPage from '@/pages/blog/index';
import BlogShowPage from '@/pages/blog/show';
import BrandsIndexPage from '@/pages/brands/index';
import CareersIndexPage from '@/pages/careers/index';
import CareersShowPage from '@/pages/careers/show';
import CartShowPage from '@/pages/cart/show';
import CatalogCategoryPage from '@/pages/catalog/category';
import CatalogIndexPage from '@/pages/catalog/index';
import CatalogListingPage from '@/pages/catalog/listing';
import CheckoutShowPage from '@/pages/checkout/show';
import CompareIndexPage from '@/pages/compare/index';
import ContactsOfficePage from '@/pages/contacts/office';
import CreditIndexPage from '@/pages/credit/index';
import ErrorsErrorPage from '@/pages/errors/error';
import FavouritesIndexPage from '@/pages/favourites/index';
import HomeIndexPage from '@/pages/home/index';
import NewsletterShowPage from '@/pages/newsletter/show';
import StockAlertsShowPage from '@/pages/stock-alerts/show';
import OrdersIndexPage from '@/pages/orders/index';
import OrdersLinkExpiredPage from '@/pages/orders/link-expired';
import OrdersLookupPage from '@/pages/orders/lookup';
import OrdersShowPage from '@/pages/orders/show';
import ProductsShowPage from '@/pages/products/show';
import PromotionsIndexPage from '@/pages/promotions/index';
import PromotionsShowPage from '@/pages/promotions/show';
import SearchResultsPage from '@/pages/search/results';
import SettingsApiTokensPage from '@/pages/settings/api-tokens';
import SettingsAppearancePage from '@/pages/settings/appearance';
import SettingsPasswordPage from '@/pages/settings/password';
import SettingsProfilePage from '@/pages/settings/profile';
import SettingsTwoFactorPage from '@/pages/settings/two-factor';
import StoresIndexPage from '@/pages/stores/index';
import { headingSkips } from '@/test/headings';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type AdminSharedProps, type SharedProps } from '@/types/shared';

// The client half of the page contracts (tests/Feature/Contracts/PageContractsTest.php writes and checks the server
// half): each fixture is a page object the server really sent, checked here against the page's props type by tsc
// and rendered by the page in Vitest.

/**
 * A props type as JSON can carry it: an imported JSON file types `"ro"` as `string` and `[8, 18]` as `number[]`,
 * so literal unions and tuples are compared by their base type. Keys and nesting stay exact. A map (a type with an
 * index signature) also takes `[]`: PHP sends an empty associative array as an empty JSON list.
 */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? Widen<Item>[]
        : T extends object
          ? string extends keyof T
            ? { [K in keyof T]: Widen<T[K]> } | never[]
            : { [K in keyof T]: Widen<T[K]> }
          : T;

type Fixture = { component: string; url: string; props: SharedProps & Record<string, unknown> };

type Contract = { page: ComponentType<never>; fixture: Fixture };

/**
 * Pairs a page with a fixture of its props. The fixture must fit the page's props type and the shared props (every
 * prop there, of its type) and carry no top-level prop neither of them names: a prop renamed on either side fails
 * `npm run typecheck` here.
 */
function contract<P>(page: ComponentType<P>) {
  return <F extends { component: string; url: string; props: object }>(
    fixture: F & {
      props: Widen<SharedProps & P> & Record<Exclude<keyof F['props'], keyof SharedProps | keyof P>, never>;
    },
  ): Contract => ({ page: page as ComponentType<never>, fixture: fixture as unknown as Fixture });
}

/** contract() for a back-office page, whose shared props are the back office's (AdminSharedProps). */
function adminContract<P>(page: ComponentType<P>) {
  return <F extends { component: string; url: string; props: object }>(
    fixture: F & {
      props: Widen<AdminSharedProps & P> & Record<Exclude<keyof F['props'], keyof AdminSharedProps | keyof P>, never>;
    },
  ): Contract => ({ page: page as ComponentType<never>, fixture: fixture as unknown as Fixture });
}

// One row per fixture: a new page needs a fixture (see the first test) and a new fixture needs a row (the second).
const contracts: Contract[] = [
  adminContract(AdminDashboardPage)(adminDashboard),
  adminContract(AdminStaffPage)(adminStaff),
  adminContract(AdminTwoFactorSetupPage)(adminTwoFactorSetup),
  adminContract(AdminProductImagesPage)(adminProductImages),
  adminContract(AdminAuditPage)(adminAudit),
  adminContract(AdminCategoriesPage)(adminCategoriesIndex),
  adminContract(AdminCategoryFormPage)(adminCategoriesForm),
  adminContract(AdminBrandsPage)(adminBrandsIndex),
  adminContract(AdminBrandFormPage)(adminBrandsForm),
  adminContract(AdminAttributesPage)(adminAttributesIndex),
  adminContract(AdminAttributeFormPage)(adminAttributesForm),
  adminContract(AdminFamiliesPage)(adminFamiliesIndex),
  adminContract(AdminFamilyFormPage)(adminFamiliesForm),
  adminContract(AdminBannersIndexPage)(adminBannersIndex),
  adminContract(AdminBannersFormPage)(adminBannersForm),
  adminContract(AdminPromotionsIndexPage)(adminPromotionsIndex),
  adminContract(AdminPromotionsFormPage)(adminPromotionsForm),
  adminContract(AdminPromoCodesIndexPage)(adminPromoCodesIndex),
  adminContract(AdminReportsIndexPage)(adminReportsIndex),
  adminContract(AdminErrorPage)(adminError),
  adminContract(AdminPromoCodesFormPage)(adminPromoCodesForm),
  adminContract(AdminStoresIndexPage)(adminStoresIndex),
  adminContract(AdminStoresFormPage)(adminStoresForm),
  adminContract(AdminCreditProgrammesIndexPage)(adminCreditProgrammesIndex),
  adminContract(AdminCreditProgrammesFormPage)(adminCreditProgrammesForm),

  adminContract(AdminCatalogImportPage)(adminCatalogImport),
  adminContract(AdminOrdersIndexPage)(adminOrdersIndex),
  adminContract(AdminProductsIndexPage)(adminProductsIndex),
  adminContract(AdminProductsCreatePage)(adminProductsCreate),
  adminContract(AdminProductsEditPage)(adminProductsEdit),
  adminContract(AdminProductsStockPage)(adminProductsStock),
  adminContract(AdminReceiptsIndexPage)(adminReceiptsIndex),
  adminContract(AdminReceiptPage)(adminReceiptsShow),
  adminContract(AdminTransfersIndexPage)(adminTransfersIndex),
  adminContract(AdminTransferPage)(adminTransfersShow),
  adminContract(AdminOrderShowPage)(adminOrdersShow),
  adminContract(AdminCallsIndexPage)(adminCallsIndex),
  adminContract(AdminNewOrderPage)(adminOrdersNew),
  adminContract(AdminBlogIndexPage)(adminBlogIndex),
  adminContract(AdminBlogFormPage)(adminBlogForm),
  adminContract(AdminPagesIndexPage)(adminPagesIndex),
  adminContract(AdminPagesFormPage)(adminPagesForm),
  adminContract(AdminVacanciesIndexPage)(adminVacanciesIndex),
  adminContract(AdminVacanciesFormPage)(adminVacanciesForm),
  adminContract(AdminAboutEditPage)(adminAboutEdit),
  contract(PagesShowPage)(pagesShow),

  adminContract(AdminMessagesIndexPage)(adminMessagesIndex),
  adminContract(AdminReviewsIndexPage)(adminReviewsIndex),
  adminContract(AdminCustomersIndexPage)(adminCustomersIndex),
  adminContract(AdminCustomersShowPage)(adminCustomersShow),
  adminContract(AdminReturnsIndexPage)(adminReturnsIndex),
  contract(ReviewInvitationsUnsubscribedPage)(reviewsUnsubscribed),
  adminContract(AdminMessageShowPage)(adminMessagesShow),
  adminContract(AdminCreditRequestsIndexPage)(adminCreditRequestsIndex),
  adminContract(AdminCreditRequestShowPage)(adminCreditRequestsShow),
  adminContract(AdminApplicationsIndexPage)(adminApplicationsIndex),
  adminContract(AdminApplicationShowPage)(adminApplicationsShow),
  adminContract(AdminNewsletterIndexPage)(adminNewsletterIndex),
  contract(AboutShowPage)(aboutShow),
  contract(AccountAddressesPage)(accountAddresses),
  contract(AccountAlertsPage)(accountAlerts),
  contract(AccountDashboardPage)(accountDashboard),
  contract(AccountWelcomePage)(accountWelcome),
  contract(AuthConfirmPasswordPage)(authConfirmPassword),
  contract(AuthForgotPasswordPage)(authForgotPassword),
  contract(AuthLoginPage)(authLogin),
  contract(AuthRegisterPage)(authRegister),
  contract(AuthRegisterSentPage)(authRegisterSent),
  contract(AuthResetPasswordPage)(authResetPassword),
  contract(AuthTwoFactorChallengePage)(authTwoFactorChallenge),
  contract(AuthVerifyEmailPage)(authVerifyEmail),
  contract(BlogIndexPage)(blogIndex),
  contract(BlogShowPage)(blogShow),
  contract(BrandsIndexPage)(brandsIndex),
  contract(CareersIndexPage)(careersIndex),
  contract(CareersShowPage)(careersShow),
  contract(CartShowPage)(cartShow),
  contract(CatalogCategoryPage)(catalogCategory),
  contract(CatalogIndexPage)(catalogIndex),
  contract(CatalogListingPage)(catalogListing),
  contract(CatalogListingPage)(catalogListingBrand),
  contract(CatalogListingPage)(catalogListingNewProducts),
  contract(CatalogListingPage)(catalogListingStore),
  contract(CheckoutShowPage)(checkoutShow),
  contract(CompareIndexPage)(compareIndex),
  contract(ContactsOfficePage)(contactsOffice),
  contract(CreditIndexPage)(creditIndex),
  contract(ErrorsErrorPage)(errorsError),
  contract(FavouritesIndexPage)(favouritesIndex),
  contract(HomeIndexPage)(homeIndex),
  contract(NewsletterShowPage)(newsletterShow),
  contract(StockAlertsShowPage)(stockAlertsShow),
  contract(OrdersIndexPage)(ordersIndex),
  contract(OrdersLinkExpiredPage)(ordersLinkExpired),
  contract(OrdersLookupPage)(ordersLookup),
  contract(OrdersShowPage)(ordersShow),
  contract(ProductsShowPage)(productsShow),
  contract(PromotionsIndexPage)(promotionsIndex),
  contract(PromotionsShowPage)(promotionsShow),
  contract(SearchResultsPage)(searchResults),
  contract(SettingsApiTokensPage)(settingsApiTokens),
  contract(SettingsAppearancePage)(settingsAppearance),
  contract(SettingsPasswordPage)(settingsPassword),
  contract(SettingsProfilePage)(settingsProfile),
  contract(SettingsTwoFactorPage)(settingsTwoFactor),
  contract(StoresIndexPage)(storesIndex),
];

const fixtureFiles = import.meta.glob<Fixture>('../../../tests/fixtures/pages/**/*.json', {
  eager: true,
  import: 'default',
});

const pageFiles = Object.keys(import.meta.glob(['./**/*.tsx', '!./**/*.test.tsx']));

/** What shows that a page rendered its content, when it is not an <h1> with the page's title. */
const mainContent: Record<string, (props: Record<string, unknown>) => string> = {
  // The heading greets the account by name; the title is the section's.
  'account/dashboard': (props) => (props.account as { name: string }).name,
  'account/welcome': (props) => (props.account as { name: string }).name,
  // The heading is the shop's tagline; the first new product is the server's data.
  'home/index': (props) => (props.newProducts as { name: string }[])[0]?.name ?? 'a new product in the fixture',
  // The heading says the back office needs two-factor; the title names the step. The key is shown in groups of four.
  'admin/two-factor/setup': (props) => (props.setup as { secret: string }).secret.slice(0, 4),
};

let stopVisits: () => void = () => undefined;

beforeEach(() => {
  mockDarkModeMedia(false);
  // Pages that refresh widgets through the API wait for an answer that never comes: no network in tests.
  vi.spyOn(apiClient, 'get').mockReturnValue(new Promise(() => undefined));
  stopVisits = router.on('before', (event) => event.preventDefault());
});

afterEach(() => stopVisits());

describe('page contracts', () => {
  it('has a fixture for every page', () => {
    const covered = new Set(contracts.map(({ fixture }) => `./${fixture.component}.tsx`));

    expect(pageFiles.filter((file) => !covered.has(file))).toEqual([]);
  });

  it('type-checks every fixture against its page', () => {
    const checked = new Set(contracts.map(({ fixture }) => fixture));

    expect(
      Object.entries(fixtureFiles)
        .filter(([, fixture]) => !checked.has(fixture))
        .map(([file]) => file),
    ).toEqual([]);
  });

  it.each(contracts.map((entry) => [entry.fixture.component, entry.fixture.url, entry] as const))(
    'renders %s from the fixture of %s',
    async (component, url, { page, fixture }) => {
      const errors = vi.spyOn(console, 'error');
      const Page = await resolvePage(component);
      expect(Page).toBe(page);
      const props = { ...fixture.props, translations: ro };

      renderPage(Page, { component, url, props, shared: props });

      const expected = mainContent[component];
      if (expected === undefined) {
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(fixture.props.meta.title);
      } else {
        expect(screen.getAllByText(expected(fixture.props), { exact: false }).length).toBeGreaterThan(0);
      }
      // Heading levels only ever go one deeper (axe's heading-order; the browser suite runs axe on the storefront).
      expect(headingSkips()).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
    },
    30_000,
  );
});
