import { deferred } from '@/lib/deferred';
import { signedByUser } from '@/lib/session';

/** The inquiry dialog of the signed-in user; its code loads when "Anfragen" is pressed. */
export const SignedInquiryDialog = signedByUser(
  deferred(() =>
    import('@/features/inquiry/components/inquiry-dialog').then((module) => module.InquiryDialog),
  ),
);
