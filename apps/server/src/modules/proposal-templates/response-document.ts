import type { AwardCriteriaDetails, MergeField, ProposalTemplate } from '@wac/contract';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { OpportunityRow } from '../opportunities';
import { ORDERED_LIST_REFERENCE, templateParagraphs } from './template-docx';

type ResponseInput = {
  opportunity: OpportunityRow;
  awardCriteria: AwardCriteriaDetails | null;
  sections: ProposalTemplate[];
  values: Readonly<Record<MergeField, string>>;
};

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

/** The key facts of the notice, each already in words (missing ones say so). */
function keyFacts({ opportunity, values }: ResponseInput): [string, string][] {
  return [
    ['Buyer', values.buyer],
    ['Opportunity', values.title],
    ['WAC ID', values.wac_id],
    ['Notice reference', values.reference],
    ['Estimated value', values.value],
    ['Tender deadline', values.tender_deadline],
    ['Clarification deadline', values.enquiry_deadline],
    ['Estimated contract start', values.contract_start],
    ['Estimated contract end', values.contract_end],
    ['Procurement method', opportunity.procurement_method_details ?? '[not published]'],
    ['CPV codes', opportunity.cpv_codes.join(', ') || '[not published]'],
    ['Notice', opportunity.notice_url ?? '[no link published]'],
  ];
}

function awardCriteriaParagraphs(criteria: AwardCriteriaDetails | null): Paragraph[] {
  if (criteria === null) {
    return [
      new Paragraph(
        'The notice does not publish its award criteria: read them in the tender documents.',
      ),
    ];
  }
  if (typeof criteria === 'string') return criteria.split(/\n+/).map((line) => new Paragraph(line));
  return criteria.map(
    (criterion) =>
      new Paragraph({
        bullet: { level: 0 },
        text: `${criterion.name ?? 'Unnamed criterion'}: ${
          criterion.weight === null ? 'weight not published' : `${criterion.weight}%`
        }`,
      }),
  );
}

function coverSheet(input: ResponseInput): (Paragraph | Table)[] {
  const { values, sections } = input;
  return [
    new Paragraph({ heading: HeadingLevel.TITLE, text: `Response: ${values.title}` }),
    new Paragraph(
      `Prepared by ${values.our_company} for ${values.buyer}, started ${values.today}.`,
    ),
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Key facts and deadlines' }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: keyFacts(input).map(
        ([label, value]) => new TableRow({ children: [cell(label, true), cell(value)] }),
      ),
    }),
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Award criteria' }),
    ...awardCriteriaParagraphs(input.awardCriteria),
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: 'Sections in this response' }),
    ...(sections.length === 0
      ? [new Paragraph('No sections were chosen: add your answers below.')]
      : sections.map((section) => new Paragraph({ bullet: { level: 0 }, text: section.title }))),
    new Paragraph({
      children: [
        new TextRun({
          italics: true,
          text: `Deadlines are as published on the notice (UK time) when this draft was made; check the tender documents before ${values.tender_deadline}.`,
        }),
      ],
    }),
  ];
}

const sectionParagraphs = (input: ResponseInput) =>
  input.sections.flatMap((section) => [
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: section.title, pageBreakBefore: true }),
    ...templateParagraphs(section.content, input.values),
  ]);

const orderedLevels = Array.from({ length: 9 }, (_, level) => ({
  level,
  format: LevelFormat.DECIMAL,
  text: `%${level + 1}.`,
  alignment: AlignmentType.START,
  style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
}));

/** The response as a Word document: cover sheet, then each chosen section, merged. */
export async function buildResponseDocument(input: ResponseInput): Promise<Buffer> {
  const document = new Document({
    creator: 'WAC',
    title: `Response: ${input.values.title}`,
    description: `Response to ${input.values.buyer}, ${input.values.wac_id}`,
    numbering: { config: [{ reference: ORDERED_LIST_REFERENCE, levels: orderedLevels }] },
    sections: [{ children: [...coverSheet(input), ...sectionParagraphs(input)] }],
  });
  return Packer.toBuffer(document);
}

/** `response-WAC-123-harbour-dredging.docx`: letters, digits and dashes only. */
export function responseFileName(opportunity: OpportunityRow): string {
  const slug = opportunity.title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '')
    .toLowerCase();
  const id = opportunity.wac_id.replace(/[^A-Za-z0-9-]/g, '');
  return `response-${id}${slug ? `-${slug}` : ''}.docx`;
}
