import type { Executor } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { findRecipient } from '../auth/auth.repo.ts';
import { INVITATION_DAYS } from '../auth/invite-user.ts';

// The invitation email of an account an admin created by import (decision 277): owed by an
// account.invited event recorded in the import's transaction, written to the outbox (and sent) in
// the delivery's own transaction, once. The link is the invitation flow's (a 7-day password link).

export const ACCOUNT_INVITATION_SUBSCRIBER = 'admin.account-invitations';

export type AccountInvitationDeps = {
  mailer: Mailer;
  activationLink: (userId: string, tx: Executor) => Promise<string>;
};

export function subscribeAccountInvitations(events: EventBus, deps: AccountInvitationDeps) {
  events.subscribe(ACCOUNT_INVITATION_SUBSCRIBER, 'account.invited', async (tx, event) => {
    const recipient = await findRecipient(tx, event.payload.userId);
    // Nothing to invite once the account is active (it chose a password meanwhile) or gone.
    if (recipient?.status !== 'invited') return;
    const { email, firstName } = recipient;
    const link = await deps.activationLink(event.payload.userId, tx);
    await deps.mailer.send(
      {
        kind: 'invitation',
        to: email,
        userId: event.payload.userId,
        subject: 'Votre invitation sur Jàng',
        link,
        text: `Bonjour ${firstName},\n\nVous êtes invité(e) sur Jàng. Choisissez votre mot de passe pour activer votre compte (lien valable ${INVITATION_DAYS} jours) :\n${link}`,
      },
      tx,
    );
  });
}
