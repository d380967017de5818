#!/usr/bin/env bash
# Finds manufacturers whose profile mentions "automation", in every country: the first five.
#   bash search-businesses.sh
# WBN_API is the site's address (below); set it to ask another site. The search is public, so no
# token is needed. The answer is JSON:
#   {"success":true,"data":{"results":[{"businessProfile":{...}},...],"total_results":N}}
set -euo pipefail

WBN_API="${WBN_API:-http://localhost:3000}"

curl --silent --show-error --fail-with-body \
  --request POST "$WBN_API/api/search/business" \
  --header 'Content-Type: application/json' \
  --data '{"textQuery": "automation", "businessType": "MA", "country": "global", "skip": 0, "size": 5}'
echo # the answer ends without a new line
