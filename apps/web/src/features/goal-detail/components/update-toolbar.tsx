import { useState, type FormEvent } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Italic, Link2, List } from 'lucide-react';
import { UPDATE_HTML } from '@grindstone/contract';
import { Button } from '../../../components/ui/index.ts';

/** An address typed without a scheme ("example.com") becomes https; only the allowed schemes pass. */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  const scheme = withScheme.slice(0, withScheme.indexOf(':')).toLowerCase();
  return (UPDATE_HTML.schemes as readonly string[]).includes(scheme) ? withScheme : null;
}

/**
 * The update editor's formatting toolbar: bold, italic, bullet list and link, each a toggle whose
 * aria-pressed follows the selection. The buttons keep the editor's focus and selection.
 */
export function UpdateToolbar({ editor }: { editor: Editor | null }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: !!e?.isActive('bold'),
      italic: !!e?.isActive('italic'),
      bulletList: !!e?.isActive('bulletList'),
      link: !!e?.isActive('link'),
    }),
  });
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);
  if (!editor || !active) return null;

  const tools = [
    { key: 'bold', label: 'Bold', Icon: Bold, run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', label: 'Italic', Icon: Italic, run: () => editor.chain().focus().toggleItalic().run() },
    { key: 'bulletList', label: 'Bullet list', Icon: List, run: () => editor.chain().focus().toggleBulletList().run() },
    {
      key: 'link',
      label: 'Link',
      Icon: Link2,
      run: () => {
        if (active.link) editor.chain().focus().extendMarkRange('link').unsetLink().run();
        else setLinking(true);
      },
    },
  ] as const;

  const applyLink = (e: FormEvent) => {
    e.preventDefault();
    const href = linkHref(address);
    if (!href) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setLinking(false);
    setAddress('');
    setInvalid(false);
  };

  return (
    <div className="update-toolbar-wrap">
      <div className="update-toolbar" role="toolbar" aria-label="Formatting">
        {tools.map(({ key, label, Icon, run }) => (
          <button
            key={key}
            type="button"
            className="update-tool"
            aria-label={label}
            title={label}
            aria-pressed={active[key]}
            // Keep the editor's selection: a mouse press must not move focus to the button.
            onMouseDown={(e) => e.preventDefault()}
            onClick={run}
          >
            <Icon size={16} aria-hidden="true" />
          </button>
        ))}
      </div>
      {linking && (
        <form className="update-link-form" onSubmit={applyLink}>
          <label className="visually-hidden" htmlFor="update-link-address">
            Link address
          </label>
          <input
            id="update-link-address"
            className="input update-link-input"
            placeholder="https://…"
            value={address}
            autoFocus
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'update-link-error' : undefined}
            onChange={(e) => {
              setAddress(e.target.value);
              setInvalid(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                setLinking(false);
                editor.commands.focus();
              }
            }}
          />
          <Button size="sm" type="submit">
            Add link
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setLinking(false);
              editor.commands.focus();
            }}
          >
            Cancel
          </Button>
          {invalid && (
            <p id="update-link-error" className="error-text update-link-error" role="alert">
              Use a web address (http or https) or a mailto: address.
            </p>
          )}
        </form>
      )}
    </div>
  );
}
