import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { TemplateDocument } from '@wac/contract';
import { MERGE_FIELD_NAMES, MERGE_FIELDS } from '@wac/contract/proposal-merge-fields';
import { Bold, Heading2, Italic, List, ListOrdered } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { cn } from '@/lib/class-names';

/**
 * Only what the server stores (the contract's TemplateDocument, ADR 0247): paragraphs, headings,
 * lists, bold and italic. Everything else StarterKit offers is switched off, so the editor cannot
 * make what would be refused.
 */
const EXTENSIONS = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
    strike: false,
    underline: false,
    heading: { levels: [1, 2, 3] },
  }),
];

function ToolButton(props: {
  label: string;
  isActive: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-pressed={props.isActive}
      title={props.label}
      onClick={props.onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-fg hover:bg-surface-muted',
        props.isActive && 'bg-brand-soft text-brand-soft-fg',
      )}
    >
      {props.children}
    </button>
  );
}

/** A labelled rich-text field with a toolbar and a merge field inserter. */
export function RichTextEditor({
  label,
  initialContent,
  onChange,
  isReadOnly,
}: {
  label: string;
  initialContent: TemplateDocument;
  onChange: (doc: TemplateDocument) => void;
  isReadOnly: boolean;
}) {
  const labelId = useId();
  const fieldId = useId();
  const [field, setField] = useState<string>(MERGE_FIELD_NAMES[0]!);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    editable: !isReadOnly,
    editorProps: {
      attributes: {
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        class: 'template-text min-h-64 px-3 py-2 text-sm focus:outline-none',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON() as TemplateDocument),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading: current.isActive('heading', { level: 2 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="space-y-1.5">
      <span id={labelId} className="block text-sm font-medium text-fg">
        {label}
      </span>
      <div className="rounded-lg border border-line-strong bg-surface focus-within:border-brand">
        {!isReadOnly && (
          <div
            role="toolbar"
            aria-label="Formatting"
            className="flex flex-wrap items-center gap-1 border-b border-line p-1"
          >
            <ToolButton
              label="Bold"
              isActive={active.bold}
              onClick={() => chain().toggleBold().run()}
            >
              <Bold aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton
              label="Italic"
              isActive={active.italic}
              onClick={() => chain().toggleItalic().run()}
            >
              <Italic aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton
              label="Heading"
              isActive={active.heading}
              onClick={() => chain().toggleHeading({ level: 2 }).run()}
            >
              <Heading2 aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton
              label="Bulleted list"
              isActive={active.bullets}
              onClick={() => chain().toggleBulletList().run()}
            >
              <List aria-hidden className="size-4" />
            </ToolButton>
            <ToolButton
              label="Numbered list"
              isActive={active.numbers}
              onClick={() => chain().toggleOrderedList().run()}
            >
              <ListOrdered aria-hidden className="size-4" />
            </ToolButton>
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      {!isReadOnly && (
        <div className="flex flex-wrap items-end gap-2 pt-1">
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor={fieldId} className="block text-sm font-medium text-fg">
              Merge field
            </label>
            <select
              id={fieldId}
              value={field}
              onChange={(event) => setField(event.target.value)}
              className={cn(INPUT_CLASS, 'pr-8')}
            >
              {MERGE_FIELD_NAMES.map((name) => (
                <option key={name} value={name}>
                  {`{{${name}}}: ${MERGE_FIELDS[name]}`}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" onClick={() => chain().insertContent(`{{${field}}}`).run()}>
            Insert field
          </Button>
        </div>
      )}
    </div>
  );
}
