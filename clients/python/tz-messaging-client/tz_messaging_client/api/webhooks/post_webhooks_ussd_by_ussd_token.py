from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.rule_error import RuleError
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    ussd_token: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks/ussd/{ussd_token}".format(
            ussd_token=quote(str(ussd_token), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Error | RuleError | ValidationError | None:
    if response.status_code == 200:
        response_200 = cast(Any, None)
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
) -> Response[Any | Error | RuleError | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ussd_token: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | Error | RuleError | ValidationError]:
    """USSD gateway callback (docs/providers.md §3c), one POST per step of a session, form-encoded as
    Africa's Talking posts them: sessionId, serviceCode (*150*00#, or *150*00*<ussd_code># for one
    event), phoneNumber, networkCode, text (the inputs so far joined by *); answered text/plain `CON
    <screen>` or `END <screen>`, at most 182 characters; a wrong token (USSD_CALLBACK_TOKEN) 401

    Args:
        ussd_token (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        ussd_token=ussd_token,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ussd_token: int,
    *,
    client: AuthenticatedClient | Client,
) -> Any | Error | RuleError | ValidationError | None:
    """USSD gateway callback (docs/providers.md §3c), one POST per step of a session, form-encoded as
    Africa's Talking posts them: sessionId, serviceCode (*150*00#, or *150*00*<ussd_code># for one
    event), phoneNumber, networkCode, text (the inputs so far joined by *); answered text/plain `CON
    <screen>` or `END <screen>`, at most 182 characters; a wrong token (USSD_CALLBACK_TOKEN) 401

    Args:
        ussd_token (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | RuleError | ValidationError
    """

    return sync_detailed(
        ussd_token=ussd_token,
        client=client,
    ).parsed


async def asyncio_detailed(
    ussd_token: int,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | Error | RuleError | ValidationError]:
    """USSD gateway callback (docs/providers.md §3c), one POST per step of a session, form-encoded as
    Africa's Talking posts them: sessionId, serviceCode (*150*00#, or *150*00*<ussd_code># for one
    event), phoneNumber, networkCode, text (the inputs so far joined by *); answered text/plain `CON
    <screen>` or `END <screen>`, at most 182 characters; a wrong token (USSD_CALLBACK_TOKEN) 401

    Args:
        ussd_token (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Error | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        ussd_token=ussd_token,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ussd_token: int,
    *,
    client: AuthenticatedClient | Client,
) -> Any | Error | RuleError | ValidationError | None:
    """USSD gateway callback (docs/providers.md §3c), one POST per step of a session, form-encoded as
    Africa's Talking posts them: sessionId, serviceCode (*150*00#, or *150*00*<ussd_code># for one
    event), phoneNumber, networkCode, text (the inputs so far joined by *); answered text/plain `CON
    <screen>` or `END <screen>`, at most 182 characters; a wrong token (USSD_CALLBACK_TOKEN) 401

    Args:
        ussd_token (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Error | RuleError | ValidationError
    """

    return (
        await asyncio_detailed(
            ussd_token=ussd_token,
            client=client,
        )
    ).parsed
