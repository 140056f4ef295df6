import { PRODUCT_NAME } from '../../common/product.ts';
import { secondFactorNoticeMail as render } from './templates.ts';

// Security notices about a user's second factors (DOMAIN.md §6a: a factor removed or a recovery code used mails
// the user), so that a change the user did not make is noticed.

const IF_NOT_YOU = 'If this was not you, change your password at once and tell your administrator.';

/** A second factor was removed from the account (by the user, or by a provider Admin's reset). */
export function factorRemovedMail(name: string, factor: string, by: 'you' | 'admin') {
  const who = by === 'you' ? 'You removed' : `A ${PRODUCT_NAME} administrator removed`;
  return render(`A second factor was removed from your ${PRODUCT_NAME} account`, [`Hello ${name},`, `${who} ${factor} from your account.`, IF_NOT_YOU]);
}

/** A recovery code was used to sign in. */
export function recoveryCodeUsedMail(name: string, left: number) {
  return render(`A recovery code was used to sign in to ${PRODUCT_NAME}`, [
    `Hello ${name},`,
    `A recovery code was used to sign in to your account. ${left} unused recovery ${left === 1 ? 'code is' : 'codes are'} left; you can make a new set under My account, Security.`,
    IF_NOT_YOU,
  ]);
}
