import * as yup from 'yup';
import { PAGE_LANGUAGES } from '../../../domain/events/vocabulary';
import { enumField } from './fields';

/** The language of a card's words: Kiswahili unless `lang=en`, as the invitee's page. */
export const cardQuery = yup.object({ lang: enumField('lang', PAGE_LANGUAGES).default('sw') });
export type CardQuery = yup.InferType<typeof cardQuery>;
