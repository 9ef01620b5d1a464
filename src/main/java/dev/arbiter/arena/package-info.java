/**
 * The MTG Arena Player.log import: a streaming reader of the game-state messages and their mapping onto mtglog/1.
 *
 * <p><b>Internal, not API.</b> The library's API is package {@code dev.arbiter} alone (ApiSurfaceTest keeps its
 * members free of this package's types); what is here may change in any release, without notice.
 */
package dev.arbiter.arena;
