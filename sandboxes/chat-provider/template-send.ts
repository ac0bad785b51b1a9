/**
 * A template send checked against its template as Meta does (docs/providers.md §3.5.3): parameter counts per component
 * (132000), the parameter of a dynamic URL button (131008), empty text values (131009). Then the text the
 * recipient would see.
 */
import { graphErrors } from './graph-errors';
import type { SendComponent, SendParameter } from './send-request';
import { componentOf, fillPlaceholders, placeholderCount, type SandboxTemplate } from './templates';

export interface RenderedTemplate {
  text: string;
  header: string | null;
  /** Dynamic URL buttons with their parameter filled in, by button index. */
  buttonUrls: Record<string, string>;
}

const textsOf = (parameters: readonly SendParameter[]): string[] =>
  parameters.map((parameter) => parameter.text ?? `[${parameter.type}]`);

/** Parameters a HEADER takes: its `{{n}}` for a TEXT header, one media parameter for the other formats. */
function headerParameterCount(template: SandboxTemplate): number {
  const header = componentOf(template, 'HEADER');
  if (!header) return 0;
  return (header.format ?? 'TEXT') === 'TEXT' ? placeholderCount(header.text) : 1;
}

function checkCounts(
  template: SandboxTemplate,
  body: SendComponent | undefined,
  header: SendComponent | undefined,
): void {
  const expectedBody = placeholderCount(componentOf(template, 'BODY')?.text);
  const givenBody = body?.parameters.length ?? 0;
  if (givenBody !== expectedBody) throw graphErrors.parameterCount('body', givenBody, expectedBody);
  const expectedHeader = headerParameterCount(template);
  const givenHeader = header?.parameters.length ?? 0;
  if (givenHeader !== expectedHeader) throw graphErrors.parameterCount('header', givenHeader, expectedHeader);
}

/** Dynamic URL buttons (a `{{1}}` in the URL) by index, each with the parameter the request gave it. */
function urlButtonParameters(
  template: SandboxTemplate,
  components: SendComponent[],
): Map<number, { url: string; value: string }> {
  const filled = new Map<number, { url: string; value: string }>();
  (componentOf(template, 'BUTTONS')?.buttons ?? []).forEach((button, index) => {
    if (button.type !== 'URL' || !button.url || placeholderCount(button.url) === 0) return;
    const given = components.find((c) => c.type === 'button' && c.index === index && c.subType === 'url');
    const parameter = given?.parameters[0];
    if (!parameter) throw graphErrors.missingButtonParameter(index);
    filled.set(index, { url: button.url, value: parameter.text ?? '' });
  });
  return filled;
}

function checkNoEmptyText(components: SendComponent[]): void {
  for (const component of components) {
    component.parameters.forEach((parameter, position) => {
      if (parameter.type === 'text' && (parameter.text ?? '').trim() === '') {
        throw graphErrors.invalidParameterValue(`${component.type}: parameter ${position + 1} has an empty text value`);
      }
    });
  }
}

/** Validates the components against the template (throwing Meta's GraphError) and renders the message. */
export function renderTemplateSend(template: SandboxTemplate, components: SendComponent[]): RenderedTemplate {
  const body = components.find((component) => component.type === 'body');
  const header = components.find((component) => component.type === 'header');
  checkCounts(template, body, header);
  const buttons = urlButtonParameters(template, components);
  checkNoEmptyText(components);
  const headerText = componentOf(template, 'HEADER')?.text;
  const buttonUrls: Record<string, string> = {};
  for (const [index, { url, value }] of buttons) buttonUrls[String(index)] = fillPlaceholders(url, [value]);
  return {
    text: fillPlaceholders(componentOf(template, 'BODY')?.text ?? '', textsOf(body?.parameters ?? [])),
    header: headerText === undefined ? null : fillPlaceholders(headerText, textsOf(header?.parameters ?? [])),
    buttonUrls,
  };
}
