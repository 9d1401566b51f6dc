import { z } from 'zod';
import { defineCall } from '../define-call';
import { hasAtMostTwoDecimals, Id, IsoDateTime, Name } from '../primitives';
import { isNlSfbElementCode } from '../rules/nlsfb';
import { AspectElement } from './aspects';
import { IfcGuid } from './bim';
import { ComplexRef } from './office';
import { AdministeredDate } from './office-suppliers';
import { IdParams } from './params';

/** A short text that must not be blank, with the message a person reads when it is. */
const Required = (message: string) => Name.trim().min(1, message);

/** The largest repeat of a task: every 120 months or years. */
export const MAX_REPEAT_EVERY = 120;

export const RepeatUnit = z.enum(['months', 'years']);
export type RepeatUnit = z.infer<typeof RepeatUnit>;

/** How often a task comes back once performed: every 1 to 120 months or years. */
export const TaskRepeatPayload = z.strictObject({
  every: z
    .number()
    .int('A task repeats every whole number of months or years.')
    .min(1, 'A task repeats every 1 to 120 months or years.')
    .max(MAX_REPEAT_EVERY, 'A task repeats every 1 to 120 months or years.'),
  unit: RepeatUnit,
});
export type TaskRepeatPayload = z.infer<typeof TaskRepeatPayload>;

/** An aspect of a complex as the administrator writes it: its type and, if it needs one, its own name. */
export const AspectPayload = z.strictObject({
  aspectTypeId: Id,
  /** Its own name ('Platte daken blok A'); blank or null for none: its type's name is shown then. */
  name: Name.trim()
    .nullable()
    .transform((name) => (name === '' ? null : name)),
});
export type AspectPayload = z.input<typeof AspectPayload>;

/** The unit of an element's quantity: m² (area), m¹ (length), st (pieces) or pst (a lump sum, 'post'). */
export const ElementUnit = z.enum(['m2', 'm1', 'st', 'pst']);
export type ElementUnit = z.infer<typeof ElementUnit>;

/** The most model elements one element of the register stands for. */
export const MAX_ELEMENT_GLOBAL_IDS = 1000;
/** The largest quantity of an element, and its largest replacement value in euros. */
export const MAX_ELEMENT_QUANTITY = 10_000_000;
export const MAX_REPLACEMENT_VALUE = 1_000_000_000;

export const ELEMENT_REGISTER_MESSAGES = {
  nlsfbCode: 'An NL-SfB code is the four digits of an element of table 1, e.g. 2710.',
  quantity: 'A quantity is a number above 0 with at most two decimals.',
  unit: 'Give a quantity with what it is measured in (m², m¹, pieces or lump sum), or neither.',
  installedYear: 'A year of installation lies between 1800 and 2100.',
  expectedLife: 'An expected life is a whole number of 1 to 200 years.',
  replacementValue: 'A replacement value is an amount of 0 euros or more, with at most two decimals.',
  globalIds: 'Each model element is listed once.',
} as const;

/** An optional text of the register: trimmed, and blank for none. */
const OptionalName = Name.trim()
  .nullable()
  .transform((text) => (text === '' ? null : text));

/** The register's fields as the administrator writes them (see RegisterElement), each checked. */
export const ElementRegisterPayload = z.object({
  nlsfbCode: z.string().refine(isNlSfbElementCode, ELEMENT_REGISTER_MESSAGES.nlsfbCode).nullable(),
  material: OptionalName,
  quantity: z
    .number(ELEMENT_REGISTER_MESSAGES.quantity)
    .positive(ELEMENT_REGISTER_MESSAGES.quantity)
    .max(MAX_ELEMENT_QUANTITY, ELEMENT_REGISTER_MESSAGES.quantity)
    .refine(hasAtMostTwoDecimals, ELEMENT_REGISTER_MESSAGES.quantity)
    .nullable(),
  unit: ElementUnit.nullable(),
  installedYear: z
    .int(ELEMENT_REGISTER_MESSAGES.installedYear)
    .min(1800, ELEMENT_REGISTER_MESSAGES.installedYear)
    .max(2100, ELEMENT_REGISTER_MESSAGES.installedYear)
    .nullable(),
  expectedLife: z
    .int(ELEMENT_REGISTER_MESSAGES.expectedLife)
    .min(1, ELEMENT_REGISTER_MESSAGES.expectedLife)
    .max(200, ELEMENT_REGISTER_MESSAGES.expectedLife)
    .nullable(),
  replacementValue: z
    .number(ELEMENT_REGISTER_MESSAGES.replacementValue)
    .min(0, ELEMENT_REGISTER_MESSAGES.replacementValue)
    .max(MAX_REPLACEMENT_VALUE, ELEMENT_REGISTER_MESSAGES.replacementValue)
    .refine(hasAtMostTwoDecimals, ELEMENT_REGISTER_MESSAGES.replacementValue)
    .nullable(),
  globalIds: z
    .array(IfcGuid)
    .max(MAX_ELEMENT_GLOBAL_IDS)
    .refine((ids) => new Set(ids).size === ids.length, ELEMENT_REGISTER_MESSAGES.globalIds),
});

/**
 * An element as the register shows it: the spec's element, and what the register knows of it: its NL-SfB code,
 * material, quantity and unit, year of installation, expected life in years, replacement value in euros, and the
 * IFC GlobalIds of the model elements it stands for. Each is null (or empty) when unknown.
 */
export const RegisterElement = AspectElement.extend({
  nlsfbCode: z.string().nullable(),
  material: z.string().nullable(),
  quantity: z.number().nullable(),
  unit: ElementUnit.nullable(),
  installedYear: z.number().int().nullable(),
  expectedLife: z.number().int().nullable(),
  replacementValue: z.number().nullable(),
  globalIds: z.array(IfcGuid),
});
export type RegisterElement = z.infer<typeof RegisterElement>;

/**
 * An element of an aspect as the administrator writes it: its code (spec §3), label and location, and what the
 * register knows of it. A register field left out is kept as it is (none for a new element), so a client that
 * sends only the spec's fields changes only those.
 */
export const ElementPayload = z
  .strictObject({
    elementCode: z.strictObject({
      fullCode: Required('An element needs a code.'),
      name: Required('An element needs a code name.'),
    }),
    label: Required('An element needs a label.'),
    location: Required('An element needs a location.'),
    ...ElementRegisterPayload.partial().shape,
  })
  .refine((element) => (element.quantity ?? null) === null || (element.unit ?? null) !== null, {
    message: ELEMENT_REGISTER_MESSAGES.unit,
    path: ['unit'],
  })
  .refine((element) => (element.unit ?? null) === null || (element.quantity ?? null) !== null, {
    message: ELEMENT_REGISTER_MESSAGES.unit,
    path: ['quantity'],
  });
export type ElementPayload = z.infer<typeof ElementPayload>;

/** A planned inspection task as the administrator writes it: for whom, when, and whether it comes back. */
export const TaskPayload = z.strictObject({
  supplierId: Id,
  scheduledDate: AdministeredDate,
  /** Null: the task does not come back. */
  repeat: TaskRepeatPayload.nullable(),
});
export type TaskPayload = z.infer<typeof TaskPayload>;

/** An aspect type to choose from. */
export const AspectTypeChoice = z.object({ id: Id, name: z.string() });
export type AspectTypeChoice = z.infer<typeof AspectTypeChoice>;

/** A supplier organisation in use, to plan a task for. */
export const PlanningSupplierChoice = z.object({ id: Id, naam: z.string() });
export type PlanningSupplierChoice = z.infer<typeof PlanningSupplierChoice>;

/** What aspects and tasks are made of: the aspect types and the organisations in use, by name. */
export const PlanningChoices = z.object({
  aspectTypes: z.array(AspectTypeChoice),
  suppliers: z.array(PlanningSupplierChoice),
});
export type PlanningChoices = z.infer<typeof PlanningChoices>;

/** An aspect of a complex with its elements (by location and code). */
export const OfficeAspect = z.object({
  id: Id,
  aspectType: AspectTypeChoice,
  /** Its own name; null when its type's name is its name. */
  name: z.string().nullable(),
  elements: z.array(RegisterElement),
});
export type OfficeAspect = z.infer<typeof OfficeAspect>;

/** A planned inspection task as the back office shows it. */
export const OfficeTask = z.object({
  id: Id,
  aspect: z.object({ id: Id, name: z.string() }),
  supplier: PlanningSupplierChoice,
  scheduledDate: z.iso.date(),
  repeat: TaskRepeatPayload.nullable(),
  /** When an inspection performed it; null while it is open. */
  performedAt: IsoDateTime.nullable(),
  /** Whether an inspector has started (and not yet saved) an inspection of it. */
  started: z.boolean(),
});
export type OfficeTask = z.infer<typeof OfficeTask>;

/** How many performed tasks a complex's planning shows (the most recent). */
export const RECENTLY_PERFORMED_TASKS = 20;

/**
 * A complex's maintenance planning: its aspects (by name) with their elements, its open tasks (soonest first)
 * and its most recently performed ones (newest first).
 */
export const OfficePlanning = z.object({
  complex: ComplexRef.extend({ archived: z.boolean() }),
  aspects: z.array(OfficeAspect),
  openTasks: z.array(OfficeTask),
  performedTasks: z.array(OfficeTask),
});
export type OfficePlanning = z.infer<typeof OfficePlanning>;

const Removed = z.object({ id: Id });

/**
 * The back office's maintenance planning of a complex (administrators only; anyone else gets 404): its aspects,
 * their elements and the planned inspection tasks. What an inspection has used is kept: an aspect or element with
 * findings and a performed task cannot be removed.
 */
export const officePlanningCalls = {
  planningChoices: defineCall({
    method: 'GET',
    path: '/api/app/office/planning-choices',
    access: { only: 'administrator', record: 'Planning' },
    response: PlanningChoices,
  }),
  officePlanning: defineCall({
    method: 'GET',
    path: '/api/app/office/complexes/:id/planning',
    access: { only: 'administrator', record: 'Complex' },
    params: IdParams,
    response: OfficePlanning,
  }),
  addAspect: defineCall({
    method: 'POST',
    path: '/api/app/office/complexes/:id/aspects',
    access: { only: 'administrator', record: 'Complex' },
    params: IdParams,
    body: AspectPayload,
    response: OfficeAspect,
  }),
  updateAspect: defineCall({
    method: 'PUT',
    path: '/api/app/office/aspects/:id',
    access: { only: 'administrator', record: 'Aspect' },
    params: IdParams,
    body: AspectPayload,
    response: OfficeAspect,
  }),
  /** Removes an aspect that was never inspected, with its elements and open tasks (409 otherwise). */
  removeAspect: defineCall({
    method: 'DELETE',
    path: '/api/app/office/aspects/:id',
    access: { only: 'administrator', record: 'Aspect' },
    params: IdParams,
    response: Removed,
  }),
  addElement: defineCall({
    method: 'POST',
    path: '/api/app/office/aspects/:id/elements',
    access: { only: 'administrator', record: 'Aspect' },
    params: IdParams,
    body: ElementPayload,
    response: RegisterElement,
  }),
  updateElement: defineCall({
    method: 'PUT',
    path: '/api/app/office/aspect-elements/:id',
    access: { only: 'administrator', record: 'Element' },
    params: IdParams,
    body: ElementPayload,
    response: RegisterElement,
  }),
  /** Removes an element without findings (409 otherwise). */
  removeElement: defineCall({
    method: 'DELETE',
    path: '/api/app/office/aspect-elements/:id',
    access: { only: 'administrator', record: 'Element' },
    params: IdParams,
    response: Removed,
  }),
  planTask: defineCall({
    method: 'POST',
    path: '/api/app/office/aspects/:id/tasks',
    access: { only: 'administrator', record: 'Aspect' },
    params: IdParams,
    body: TaskPayload,
    response: OfficeTask,
  }),
  /** Changes an open task (409 once it is performed). */
  updateTask: defineCall({
    method: 'PUT',
    path: '/api/app/office/tasks/:id',
    access: { only: 'administrator', record: 'Task' },
    params: IdParams,
    body: TaskPayload,
    response: OfficeTask,
  }),
  /** Removes an open task that no inspection has started (409 otherwise). */
  removeTask: defineCall({
    method: 'DELETE',
    path: '/api/app/office/tasks/:id',
    access: { only: 'administrator', record: 'Task' },
    params: IdParams,
    response: Removed,
  }),
};
