import { contentTexts as t } from '@fhp/domain';
import '@mantine/tiptap/styles.layer.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * The news post's text, edited in the browser: the formatting the server keeps (headings 3 and 4,
 * under the card's title; bold, italic, underline, strike, lists, quotes, links); anything else is
 * removed on save by the server's allowlist, whatever the browser sends.
 */
export function NewsEditor({
  initialHtml,
  onChange,
  error,
}: {
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        // The public card's title is the h2: a post's own headings are below it.
        heading: { levels: [3, 4] },
      }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
    ],
    content: initialHtml,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { 'aria-label': t.editorLabel, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div>
      <RichTextEditor
        editor={editor}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={200} />
      </RichTextEditor>
      {error && (
        <div
          role="alert"
          style={{
            color: 'var(--mantine-color-error)',
            fontSize: 'var(--mantine-font-size-xs)',
            marginTop: 4,
          }}
        >
          {error}
        </div>
      )}
    </div>
  );
}
