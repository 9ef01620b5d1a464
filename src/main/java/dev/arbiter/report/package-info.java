/**
 * The report formats of the command line and of the library's results (text, JSON, SARIF, JUnit XML, HTML).
 *
 * <p><b>Internal, not API.</b> The library's API is package {@code dev.arbiter} alone (ApiSurfaceTest keeps its
 * members free of this package's types); what is here may change in any release, without notice.
 */
package dev.arbiter.report;
