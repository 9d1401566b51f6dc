import { stepString } from './step-format';

export interface StepHeader {
  name: string;
  description: string;
  timeStamp: string;
  author: string;
  organization: string;
  application: string;
  schema: string;
}

const BLOCK_LINES = 8192;

/**
 * Collects entity instances as lines (numbered #1, #2, ...) and joins them once at the end,
 * so that a model of a hundred megabytes is one join, not a million concatenations.
 */
export class StepWriter {
  /** Lines joined in blocks, so that a million small strings do not stay alive until the end. */
  private readonly blocks: string[] = [];
  private lines: string[] = [];
  private next = 1;

  /** Adds `ENTITY(args)` and answers its instance number. */
  add(entity: string, args: string): number {
    const id = this.next;
    this.next += 1;
    this.lines.push(`#${id}=${entity}(${args});`);
    if (this.lines.length === BLOCK_LINES) {
      this.blocks.push(this.lines.join('\n'));
      this.lines = [];
    }
    return id;
  }

  /** The number of instances so far. */
  get count(): number {
    return this.next - 1;
  }

  /** The whole exchange file. */
  toFile(header: StepHeader): string {
    const head = [
      'ISO-10303-21;',
      'HEADER;',
      `FILE_DESCRIPTION((${stepString(header.description)}),'2;1');`,
      `FILE_NAME(${stepString(header.name)},${stepString(header.timeStamp)},(${stepString(header.author)}),(${stepString(header.organization)}),${stepString(header.application)},${stepString(header.application)},'');`,
      `FILE_SCHEMA((${stepString(header.schema)}));`,
      'ENDSEC;',
      'DATA;',
    ];
    return `${head.join('\n')}\n${[...this.blocks, ...this.lines].join('\n')}\nENDSEC;\nEND-ISO-10303-21;\n`;
  }
}
