import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';

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
  /** The HTML this editor last reported: a value that differs came from outside (a reload). */
  const reportedRef = useRef(value);
  const latestRef = useRef(value);
  latestRef.current = value;
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
    // A value that arrived while the editor was starting is shown once it has started.
    onCreate: ({ editor: created }) => {
      if (latestRef.current === reportedRef.current) return;
      reportedRef.current = latestRef.current;
      created.commands.setContent(latestRef.current, { emitUpdate: false });
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      reportedRef.current = html;
      onChange(html);
    },
  });

  // A reload (the 409's 'Recharger') replaces the value from outside: show it, once the editor is ready.
  useEffect(() => {
    if (!editor || editor.isDestroyed || !editor.isInitialized || value === reportedRef.current) return;
    reportedRef.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isInitialized) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  return <EditorContent editor={editor} />;
}
