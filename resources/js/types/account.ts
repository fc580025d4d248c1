import { type Appearance, type Locale } from '@/types/shared';

/** The signed-in person's own details (App\Queries\Account\AccountDetails). */
export type Account = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
  email_verified: boolean;
  /** A new address typed on the profile, the account's once the link mailed to it is opened. */
  pending_email: string | null;
  two_factor_enabled: boolean;
  appearance: Appearance | null;
  created_at: string | null;
};

/** A personal API token as the settings page lists it (never its secret). */
export type ApiToken = {
  id: number;
  name: string;
  created_at: string | null;
  last_used_at: string | null;
  expires_at: string | null;
  expired: boolean;
};

/** While two-factor is being set up: the secret to type and the otpauth URI the QR code draws. */
export type TwoFactorSetup = { secret: string; uri: string };

/** A saved delivery address (App\Queries\Account\SavedAddresses): a courier zone, the town and the street address. */
export type SavedAddress = {
  id: number;
  label: string | null;
  zone: string;
  /** The zone's name in the page's language. */
  zone_label: string;
  city: string;
  address: string;
  is_default: boolean;
};

/** The address of the guest order an account was created from, offered to be saved (App\Queries\Account\OrderAddressOffer). */
export type AddressOffer = { number: string; zone: string; zone_label: string; city: string; address: string };
