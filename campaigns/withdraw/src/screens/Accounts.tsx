// The account screens, one chunk: the chooser and each payout method's binding, from accounts/.
export { EgBankForm, NgBankForm } from '../accounts/Banks.tsx';
export { PayoneerScreen } from '../accounts/Payoneer.tsx';
export { PaypalAccounts, PaypalNew } from '../accounts/Paypal.tsx';
export { GcashForm, VodafoneFawryForm } from '../accounts/Wallets.tsx';
export { WithdrawAccount } from '../accounts/WithdrawAccount.tsx';
