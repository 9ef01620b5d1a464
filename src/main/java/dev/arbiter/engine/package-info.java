/**
 * The engine that plays a log in one rule session: turns log lines into facts and performs what the rules in rules/ decide.
 *
 * <p><b>Internal, not API.</b> The library's API is package {@code dev.arbiter} alone (ApiSurfaceTest keeps its
 * members free of this package's types); what is here may change in any release, without notice.
 */
package dev.arbiter.engine;
