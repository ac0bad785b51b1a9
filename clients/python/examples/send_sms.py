"""The Python client at work, in two steps (test/clients/clients.test.ts runs both against a live API).

    PYTHONPATH=clients/python/tz-messaging-client python3 clients/python/examples/send_sms.py onboard <site>
        registers an organization, then creates an API key with the session: prints {"email", "api_key"}
    PYTHONPATH=clients/python/tz-messaging-client python3 clients/python/examples/send_sms.py send <site> <api_key> <to> <text>
        sends one SMS with the key and reads the message back: prints it

A new organization holds no SMS credits: between the two steps it buys some (POST /sms-purchases), or a platform
admin credits it. The package needs httpx and attrs (pip install ./clients/python/tz-messaging-client).
"""

import json
import sys
import uuid
from typing import Any

from tz_messaging_client import AuthenticatedClient, Client
from tz_messaging_client.api.accounts import post_register
from tz_messaging_client.api.api_keys import post_api_keys
from tz_messaging_client.api.messages import get_message
from tz_messaging_client.api.sms import post_sms_send
from tz_messaging_client.models import (
    GetMessageResponse200,
    Message,
    PostApiKeysBody,
    PostApiKeysResponse201,
    PostRegisterBody,
    Registration,
    PostSmsSendBody,
    PostSmsSendResponse201,
)
from tz_messaging_client.types import Response


def api_url(site: str) -> str:
    """The API is under /api of the platform's site."""
    return site.rstrip("/") + "/api"


def refused(what: str, response: Response[Any]) -> RuntimeError:
    """A failed call: its status and the API's {message, code} (or {message, code, errors})."""
    return RuntimeError(f"{what}: {response.status_code} {response.content.decode()}")


def onboard(site: str) -> dict[str, str]:
    suffix = uuid.uuid4()
    email = f"example-{suffix}@example.com"
    password = f"Example-{uuid.uuid4()}"
    body = PostRegisterBody(
        org_name=f"Example Traders {str(suffix)[:8]}",
        phone="0712345678",
        name="Asha Mrisho",
        email=email,
        password=password,
        password_confirmation=password,
    )
    registered = post_register.sync_detailed(client=Client(base_url=api_url(site)), body=body)
    if not isinstance(registered.parsed, Registration):
        raise refused("register", registered)

    # API keys are made by a signed-in admin; the key then acts for the organization on its own.
    session = AuthenticatedClient(base_url=api_url(site), token=registered.parsed.token)
    key_body = PostApiKeysBody(name="example", permissions=["messages.send", "messages.view"])
    created = post_api_keys.sync_detailed(client=session, body=key_body)
    if not isinstance(created.parsed, PostApiKeysResponse201):
        raise refused("create an API key", created)
    return {"email": email, "api_key": created.parsed.data.key}


def send(site: str, api_key: str, to: str, text: str) -> Message:
    api = AuthenticatedClient(base_url=api_url(site), token=api_key)
    # A retry with the same key is answered from the first request, never sent twice.
    sent = post_sms_send.sync_detailed(
        client=api, body=PostSmsSendBody(to=to, text=text), idempotency_key=str(uuid.uuid4())
    )
    if not isinstance(sent.parsed, PostSmsSendResponse201):
        raise refused("send", sent)

    read = get_message.sync_detailed(sent.parsed.data.id, client=api)
    if not isinstance(read.parsed, GetMessageResponse200):
        raise refused("read the message", read)
    message = read.parsed.data
    print(
        f"message {message.id} to {message.to_number}: {message.status}, {message.credits_} credit(s)", file=sys.stderr
    )
    return message


def main(argv: list[str]) -> None:
    match argv:
        case ["onboard", site]:
            print(json.dumps(onboard(site)))
        case ["send", site, api_key, to, text]:
            print(json.dumps(send(site, api_key, to, text).to_dict()))
        case _:
            sys.exit("usage: send_sms.py onboard <site> | send <site> <api_key> <to> <text>")


if __name__ == "__main__":
    main(sys.argv[1:])
