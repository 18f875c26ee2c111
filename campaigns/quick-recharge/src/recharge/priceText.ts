import type { Product } from '@h5/core-api/contracts/rapid';
import { formatCurrency } from '@h5/i18n';
import { language } from '@h5/ui-kit';

/** A package's price in its currency, written the page language's way. */
export const priceText = (p: Product) => formatCurrency(language.value, p.price, p.currency);
