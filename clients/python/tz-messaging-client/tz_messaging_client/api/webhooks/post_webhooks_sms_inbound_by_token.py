from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_webhooks_sms_inbound_by_token_response_200 import PostWebhooksSmsInboundByTokenResponse200
from ...models.rule_error import RuleError
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    token: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks/sms-inbound/{token}".format(
            token=quote(str(token), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostWebhooksSmsInboundByTokenResponse200 | RuleError | ValidationError | None:
    if response.status_code == 200:
        response_200 = PostWebhooksSmsInboundByTokenResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:

        def _parse_response_422(data: object) -> RuleError | ValidationError:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_unprocessable_error_type_0 = ValidationError.from_dict(data)

                return componentsschemas_unprocessable_error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_unprocessable_error_type_1 = RuleError.from_dict(data)

            return componentsschemas_unprocessable_error_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PostWebhooksSmsInboundByTokenResponse200 | RuleError | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    token: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | PostWebhooksSmsInboundByTokenResponse200 | RuleError | ValidationError]:
    """Gateway incoming SMS (docs/providers.md §1.8), form-encoded as Africa's Talking posts them: from,
    to, text, date, id, linkId, networkCode; stored once per id (a retry changes nothing), its keyword
    handled and answered by SMS; a wrong token (DELIVERY_WEBHOOK_TOKEN) 401

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostWebhooksSmsInboundByTokenResponse200 | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        token=token,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    token: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | PostWebhooksSmsInboundByTokenResponse200 | RuleError | ValidationError | None:
    """Gateway incoming SMS (docs/providers.md §1.8), form-encoded as Africa's Talking posts them: from,
    to, text, date, id, linkId, networkCode; stored once per id (a retry changes nothing), its keyword
    handled and answered by SMS; a wrong token (DELIVERY_WEBHOOK_TOKEN) 401

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostWebhooksSmsInboundByTokenResponse200 | RuleError | ValidationError
    """

    return sync_detailed(
        token=token,
        client=client,
    ).parsed


async def asyncio_detailed(
    token: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | PostWebhooksSmsInboundByTokenResponse200 | RuleError | ValidationError]:
    """Gateway incoming SMS (docs/providers.md §1.8), form-encoded as Africa's Talking posts them: from,
    to, text, date, id, linkId, networkCode; stored once per id (a retry changes nothing), its keyword
    handled and answered by SMS; a wrong token (DELIVERY_WEBHOOK_TOKEN) 401

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostWebhooksSmsInboundByTokenResponse200 | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        token=token,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    token: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | PostWebhooksSmsInboundByTokenResponse200 | RuleError | ValidationError | None:
    """Gateway incoming SMS (docs/providers.md §1.8), form-encoded as Africa's Talking posts them: from,
    to, text, date, id, linkId, networkCode; stored once per id (a retry changes nothing), its keyword
    handled and answered by SMS; a wrong token (DELIVERY_WEBHOOK_TOKEN) 401

    Args:
        token (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostWebhooksSmsInboundByTokenResponse200 | RuleError | ValidationError
    """

    return (
        await asyncio_detailed(
            token=token,
            client=client,
        )
    ).parsed
