// The app's currencies with their counts, in each language's plural forms (Arabic: "عملتان",
// "3 عملات", "11 عملة"): one message per unit, shared by every campaign.

export const COINS = '{n, plural, one {# coin} other {# coins}}';
export const GOLDS = '{n, plural, one {# gold} other {# golds}}';
export const DIAMONDS = '{n, plural, one {# diamond} other {# diamonds}}';
