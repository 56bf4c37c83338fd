import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { GOAL_UPDATE_MAX, MESSAGES, UPDATE_HTML } from '@grindstone/contract';
import { Button } from '../../../components/ui/index.ts';
import { plainTextToParagraphs, sanitizeUpdateHtml } from '../safe-html.ts';
import { UpdateToolbar } from './update-toolbar.tsx';

/** A link with a scheme must use one the updates allow; one without (example.com) gets http. */
function allowedScheme(url: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return !scheme || (UPDATE_HTML.schemes as readonly string[]).includes(scheme);
}

export type SubmitResult = { ok: true } | { ok: false; message: string };

/**
 * The rich-text box of goal updates (Tiptap) with a small formatting toolbar. Enter submits, Shift+Enter inserts a line break;
 * pasted HTML is kept after sanitising, other pastes become plain-text paragraphs. Empty
 * content is never sent; over 100,000 characters shows the limit message and is not sent.
 */
export function UpdateEditor({
  label,
  initialContent = '',
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  label: string;
  initialContent?: string;
  submitLabel: string;
  onSubmit: (html: string) => Promise<SubmitResult>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editorRef = useRef<Editor | null>(null);
  const submitRef = useRef<() => void>(() => undefined);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: {
          openOnClick: false,
          autolink: true,
          // http, https and mailto are linkify's own schemes: registering them again as custom
          // protocols made every editor after the first warn. Restrict, do not register.
          isAllowedUri: (url, ctx) => ctx.defaultValidate(url) && allowedScheme(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
    ],
    content: sanitizeUpdateHtml(initialContent),
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: { class: 'update-editor-content', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
      handleKeyDown: (_view, event) => {
        if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
          event.preventDefault();
          submitRef.current();
          return true;
        }
        if (event.key === 'Escape' && onCancel) {
          onCancel();
          return true;
        }
        return false;
      },
      handlePaste: (_view, event) => {
        const ed = editorRef.current;
        const data = event.clipboardData;
        if (!ed || !data) return false;
        const html = data.getData('text/html');
        const text = data.getData('text/plain');
        if (html) ed.commands.insertContent(sanitizeUpdateHtml(html));
        else if (text) ed.commands.insertContent(plainTextToParagraphs(text));
        else return false;
        return true;
      },
    },
    onUpdate: () => setMessage(null),
  });

  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  const submit = async () => {
    if (!editor || busy) return;
    const html = editor.getHTML();
    if (editor.isEmpty || editor.getText().trim() === '') return;
    if (html.length > GOAL_UPDATE_MAX) {
      setMessage(MESSAGES.updateTooLong);
      return;
    }
    setBusy(true);
    const result = await onSubmit(html);
    setBusy(false);
    if (result.ok) {
      if (!onCancel) editor.commands.clearContent(true);
      setMessage(null);
    } else setMessage(result.message);
  };
  useEffect(() => {
    submitRef.current = () => void submit();
  });

  return (
    <div className="update-editor">
      <UpdateToolbar editor={editor} />
      <EditorContent editor={editor} />
      {message && (
        <p className="error-text update-editor-message" role="alert">
          {message}
        </p>
      )}
      <div className="update-editor-actions">
        <span className="muted update-editor-hint">Enter to save · Shift+Enter for a new line</span>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button size="sm" variant="primary" loading={busy} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
