/**
 * The facts of a game in working memory, the types the DRL rules match.
 *
 * <p><b>Internal, not API.</b> The library's API is package {@code dev.arbiter} alone (ApiSurfaceTest keeps its
 * members free of this package's types); what is here may change in any release, without notice.
 */
package dev.arbiter.model;
