import { Trash2 } from 'lucide-react';
import type { TDiscussionMessage } from '#shared/cohorts/cohort-discussion.ts';
import { t } from '#shared/messages/fr-cohorts-discussion-web.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { Button } from '#web/ui/button.tsx';
import { relativeDate } from './relative-date.ts';

// One message of the discussion: its author's picture and name, when, and its text drawn as text
// (decision 210: never as HTML; line breaks kept). A delete button when the caller may delete it.

export function DiscussionMessage({
  message,
  now,
  onDelete,
}: {
  message: TDiscussionMessage;
  now: Date;
  onDelete: (message: TDiscussionMessage) => void;
}) {
  const name = message.mine ? t('cohorts.discussion.you') : message.author.name;
  return (
    <li className="flex gap-3 border-b border-border py-3 last:border-b-0">
      <Avatar src={message.author.avatarUrl} name={message.author.name} size={36} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium">{name}</span>
          <time
            dateTime={message.createdAt}
            title={new Date(message.createdAt).toLocaleString('fr-FR')}
            className="text-xs text-muted-foreground"
          >
            {relativeDate(message.createdAt, now)}
          </time>
        </div>
        <p className="mt-1 whitespace-pre-wrap break-words text-sm">{message.message}</p>
      </div>
      {message.canDelete ? (
        <Button
          variant="ghost"
          size="icon"
          className="shrink-0"
          aria-label={t('cohorts.discussion.deleteLabel', { name })}
          title={t('cohorts.discussion.delete')}
          onClick={() => onDelete(message)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </li>
  );
}
