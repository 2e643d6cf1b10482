-- The soak's request mix for wrk: every request a connection sends is drawn from MIX by weight, so
-- each connection interleaves reads, writes, searches, console calls and logins as a busy server sees
-- them. Settings come from the environment bench/soak.mjs sets for each one-minute segment.
--
-- wrk cannot tell which request a response answers (a thread's connections interleave), so errors
-- are counted by status and the start of the body, which names the failure; requests are counted
-- by kind as they are sent.

local MIX = {
  { "packument", 30 },
  { "tarball", 25 },
  { "deploy", 10 },
  { "quick-search", 7 },
  { "package-search", 5 },
  { "repositories", 10 },
  { "current-user", 12 },
  { "login", 1 },
}

local function split(text, separator)
  local out = {}
  for part in string.gmatch(text or "", "[^" .. separator .. "]+") do
    out[#out + 1] = part
  end
  return out
end

local NPM = os.getenv("SOAK_NPM_PATH")
local GENERIC = os.getenv("SOAK_GENERIC_PATH")
local PACKAGES = split(os.getenv("SOAK_PACKAGES"), ",")
local VERSIONS = split(os.getenv("SOAK_VERSIONS"), ",")
local SEGMENT = os.getenv("SOAK_SEGMENT") or "0"
local BASIC = os.getenv("SOAK_BASIC")
local COOKIE = os.getenv("SOAK_COOKIE")
local LOGIN_BODY = os.getenv("SOAK_LOGIN_BODY")
local PACKAGE_SEARCH_BODY = os.getenv("SOAK_PACKAGE_SEARCH_BODY")
-- Clients arrive over the first RAMP_MS of a segment rather than in one instant: see delay().
local RAMP_MS = tonumber(os.getenv("SOAK_RAMP_MS") or "0")
local THREAD_CONNECTIONS = tonumber(os.getenv("SOAK_THREAD_CONNECTIONS") or "0")
-- Each deploy's body ends with its own path: deploys of the same content wait on one another (the
-- blob's lock), which is not what many clients deploying their own files do.
local DEPLOY_BODY = string.rep("soak deploy body\n", 32)

local TOTAL = 0
for _, entry in ipairs(MIX) do
  TOTAL = TOTAL + entry[2]
end

-- Main state: the threads, so done() can read their counters.
local threads = {}
local next_id = 0

function setup(thread)
  next_id = next_id + 1
  thread:set("thread_id", next_id)
  threads[#threads + 1] = thread
end

-- Thread state.
sent = {}
errors = {}
local deploys = 0

function init(args)
  math.randomseed(os.time() * 1000 + (thread_id or 0) * 7919 + tonumber(SEGMENT))
  for _, entry in ipairs(MIX) do
    sent[entry[1]] = 0
  end
end

local function pick()
  local roll = math.random(TOTAL)
  for _, entry in ipairs(MIX) do
    roll = roll - entry[2]
    if roll <= 0 then
      return entry[1]
    end
  end
  return MIX[1][1]
end

local function console_headers(extra)
  local headers = { ["x-requested-with"] = "XMLHttpRequest", ["accept"] = "application/json", ["cookie"] = COOKIE }
  for name, value in pairs(extra or {}) do
    headers[name] = value
  end
  return headers
end

local function any(list)
  return list[math.random(#list)]
end

local builders = {
  packument = function()
    local accept = "application/json"
    if math.random(2) == 1 then
      -- what `npm install` asks for: the abbreviated document
      accept = "application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8, */*"
    end
    return wrk.format("GET", NPM .. "/" .. any(PACKAGES), { ["accept"] = accept })
  end,
  tarball = function()
    local name = any(PACKAGES)
    return wrk.format("GET", NPM .. "/" .. name .. "/-/" .. name .. "-" .. any(VERSIONS) .. ".tgz")
  end,
  deploy = function()
    deploys = deploys + 1
    local path = GENERIC .. "/soak/s" .. SEGMENT .. "/t" .. thread_id .. "/file-" .. deploys .. ".txt"
    return wrk.format("PUT", path, { ["authorization"] = BASIC, ["content-type"] = "text/plain" }, DEPLOY_BODY .. path .. "\n")
  end,
  ["quick-search"] = function()
    return wrk.format("GET", "/ui/api/v1/artifactory/api/search/artifact?name=" .. any(PACKAGES) .. "*", console_headers())
  end,
  ["package-search"] = function()
    return wrk.format(
      "POST",
      "/ui/api/v1/mds/packages",
      console_headers({ ["content-type"] = "application/json" }),
      PACKAGE_SEARCH_BODY
    )
  end,
  repositories = function()
    return wrk.format("GET", "/ui/api/v1/artifactory/api/repositories", console_headers())
  end,
  ["current-user"] = function()
    return wrk.format("GET", "/ui/api/v1/ui/auth/current", console_headers())
  end,
  login = function()
    return wrk.format(
      "POST",
      "/ui/api/v1/ui/auth/login",
      { ["x-requested-with"] = "XMLHttpRequest", ["content-type"] = "application/json" },
      LOGIN_BODY
    )
  end,
}

function request()
  local kind = pick()
  sent[kind] = sent[kind] + 1
  return builders[kind]()
end

-- wrk asks before every request. A thread's first THREAD_CONNECTIONS requests are its connections'
-- first ones, each sent after a random wait within RAMP_MS; the rest go at once. wrk opens every
-- connection at the start: Arca, idle between segments, accepts them all in a few milliseconds,
-- and the load builds over the ramp. Without it, the first connections accepted would fill the
-- event loop while the rest wait to be accepted, one per turn (bench/README.md, "Soak").
local first_requests = 0
function delay()
  if first_requests >= THREAD_CONNECTIONS then
    return 0
  end
  first_requests = first_requests + 1
  return math.random(0, RAMP_MS)
end

function response(status, headers, body)
  if status >= 400 then
    local key = status .. " " .. string.gsub(string.sub(body or "", 1, 120), "[\r\n\t]", " ")
    errors[key] = (errors[key] or 0) + 1
  end
end

function done(summary, latency, requests)
  local totals = {}
  local failures = {}
  for _, thread in ipairs(threads) do
    for kind, count in pairs(thread:get("sent") or {}) do
      totals[kind] = (totals[kind] or 0) + count
    end
    for key, count in pairs(thread:get("errors") or {}) do
      failures[key] = (failures[key] or 0) + count
    end
  end
  for kind, count in pairs(totals) do
    io.write("SOAK sent ", kind, " ", count, "\n")
  end
  for key, count in pairs(failures) do
    io.write("SOAK error ", count, " ", key, "\n")
  end
end
