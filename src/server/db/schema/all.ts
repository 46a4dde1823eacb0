// The full schema object Drizzle needs for typed queries; every table file is listed here once.
import * as activity from "./activity";
import * as admin from "./admin";
import * as auth from "./auth";
import * as chat from "./chat";
import * as content from "./content";
import * as directory from "./directory";
import * as email from "./email";
import * as feedback from "./feedback";
import * as itineraries from "./itineraries";
import * as metrics from "./metrics";
import * as payments from "./payments";
import * as profiles from "./profiles";

export const schema = {
  ...auth,
  ...profiles,
  ...directory,
  ...content,
  ...chat,
  ...feedback,
  ...activity,
  ...email,
  ...payments,
  ...itineraries,
  ...admin,
  ...metrics,
};
export type Schema = typeof schema;
