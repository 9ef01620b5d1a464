/**
 * The mtglog/1 reader: lines, fields, JSON, log errors with their line and column.
 *
 * <p><b>Internal, not API.</b> The library's API is package {@code dev.arbiter} alone (ApiSurfaceTest keeps its
 * members free of this package's types); what is here may change in any release, without notice.
 */
package dev.arbiter.log;
