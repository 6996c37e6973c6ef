import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';

// TipTap (spec §2: a rich-text editor of height 300, no menu bar). Loaded only by the course editor
// through description-field.tsx's lazy import: never part of a marketplace or player download.

export type RichTextEditorProps = {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string | undefined;
  isInvalid?: boolean;
  disabled?: boolean;
};

export function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  isInvalid,
  disabled,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'prose-editor h-[300px] overflow-y-auto rounded-md border border-input bg-surface px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A reload (the 409's 'Recharger') replaces the value from outside: show it.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return <EditorContent editor={editor} />;
}
