from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.delete_opt_out_channel import DeleteOptOutChannel
from ...models.delete_opt_out_response_200 import DeleteOptOutResponse200
from ...models.error import Error
from ...models.rule_error import RuleError
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    phone: str,
    *,
    channel: DeleteOptOutChannel | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_channel: str | Unset = UNSET
    if not isinstance(channel, Unset):
        json_channel = channel.value

    params["channel"] = json_channel

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/opt-outs/{phone}".format(
            phone=quote(str(phone), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeleteOptOutResponse200 | Error | RuleError | RuleError | ValidationError | None:
    if response.status_code == 200:
        response_200 = DeleteOptOutResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = RuleError.from_dict(response.json())

        return response_409

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
) -> Response[DeleteOptOutResponse200 | Error | RuleError | RuleError | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    phone: str,
    *,
    client: AuthenticatedClient | Client,
    channel: DeleteOptOutChannel | Unset = UNSET,
) -> Response[DeleteOptOutResponse200 | Error | RuleError | RuleError | ValidationError]:
    """Let a number receive messages again: every entry of it, or only `channel` (sms, chat, or all for the
    every-channel entry); 404 when it is not on the list; 409 (nothing removed) when an entry is the
    recipient's own (source link or reply): only the recipient takes it back, with its page or a START
    or ANZA chat reply

     Permission: opt_outs.delete

    Args:
        phone (str):
        channel (DeleteOptOutChannel | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteOptOutResponse200 | Error | RuleError | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        phone=phone,
        channel=channel,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    phone: str,
    *,
    client: AuthenticatedClient | Client,
    channel: DeleteOptOutChannel | Unset = UNSET,
) -> DeleteOptOutResponse200 | Error | RuleError | RuleError | ValidationError | None:
    """Let a number receive messages again: every entry of it, or only `channel` (sms, chat, or all for the
    every-channel entry); 404 when it is not on the list; 409 (nothing removed) when an entry is the
    recipient's own (source link or reply): only the recipient takes it back, with its page or a START
    or ANZA chat reply

     Permission: opt_outs.delete

    Args:
        phone (str):
        channel (DeleteOptOutChannel | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteOptOutResponse200 | Error | RuleError | RuleError | ValidationError
    """

    return sync_detailed(
        phone=phone,
        client=client,
        channel=channel,
    ).parsed


async def asyncio_detailed(
    phone: str,
    *,
    client: AuthenticatedClient | Client,
    channel: DeleteOptOutChannel | Unset = UNSET,
) -> Response[DeleteOptOutResponse200 | Error | RuleError | RuleError | ValidationError]:
    """Let a number receive messages again: every entry of it, or only `channel` (sms, chat, or all for the
    every-channel entry); 404 when it is not on the list; 409 (nothing removed) when an entry is the
    recipient's own (source link or reply): only the recipient takes it back, with its page or a START
    or ANZA chat reply

     Permission: opt_outs.delete

    Args:
        phone (str):
        channel (DeleteOptOutChannel | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeleteOptOutResponse200 | Error | RuleError | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        phone=phone,
        channel=channel,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    phone: str,
    *,
    client: AuthenticatedClient | Client,
    channel: DeleteOptOutChannel | Unset = UNSET,
) -> DeleteOptOutResponse200 | Error | RuleError | RuleError | ValidationError | None:
    """Let a number receive messages again: every entry of it, or only `channel` (sms, chat, or all for the
    every-channel entry); 404 when it is not on the list; 409 (nothing removed) when an entry is the
    recipient's own (source link or reply): only the recipient takes it back, with its page or a START
    or ANZA chat reply

     Permission: opt_outs.delete

    Args:
        phone (str):
        channel (DeleteOptOutChannel | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeleteOptOutResponse200 | Error | RuleError | RuleError | ValidationError
    """

    return (
        await asyncio_detailed(
            phone=phone,
            client=client,
            channel=channel,
        )
    ).parsed
